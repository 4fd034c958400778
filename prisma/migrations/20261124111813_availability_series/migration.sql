-- AlterTable
ALTER TABLE "availability_blocks" ADD COLUMN     "series_id" UUID;

-- CreateTable
CREATE TABLE "availability_series" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "teacher_id" UUID NOT NULL,
    "start_date" TIMESTAMPTZ(3) NOT NULL,
    "duration_minutes" INTEGER NOT NULL,
    "time_zone" TEXT NOT NULL,
    "rrule" TEXT NOT NULL,
    "excluded_days" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "reason" TEXT NOT NULL,
    "created_by_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "availability_series_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "availability_series_teacher_id_idx" ON "availability_series"("teacher_id");

-- CreateIndex
CREATE INDEX "availability_blocks_series_id_idx" ON "availability_blocks"("series_id");

-- AddForeignKey
ALTER TABLE "availability_series" ADD CONSTRAINT "availability_series_teacher_id_fkey" FOREIGN KEY ("teacher_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "availability_series" ADD CONSTRAINT "availability_series_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_series_id_fkey" FOREIGN KEY ("series_id") REFERENCES "availability_series"("id") ON DELETE SET NULL ON UPDATE CASCADE;

