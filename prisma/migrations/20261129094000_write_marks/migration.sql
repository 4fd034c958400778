-- CreateTable
CREATE TABLE "write_marks" (
    "user_id" UUID NOT NULL,
    "lsn" TEXT NOT NULL,

    CONSTRAINT "write_marks_pkey" PRIMARY KEY ("user_id")
);

