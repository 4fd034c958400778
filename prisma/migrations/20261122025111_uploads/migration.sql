-- CreateEnum
CREATE TYPE "UploadTarget" AS ENUM ('DISCIPLINE_ICON', 'DISCIPLINE_HEADER');

-- CreateTable
CREATE TABLE "uploads" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "key" TEXT NOT NULL,
    "target" "UploadTarget" NOT NULL,
    "discipline_id" INTEGER,
    "max_bytes" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "completed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "uploads_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "uploads_key_key" ON "uploads"("key");

-- CreateIndex
CREATE INDEX "uploads_discipline_id_completed_at_idx" ON "uploads"("discipline_id", "completed_at");

-- AddForeignKey
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "disciplines"("id") ON DELETE CASCADE ON UPDATE CASCADE;

