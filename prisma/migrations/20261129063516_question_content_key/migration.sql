-- AlterTable
ALTER TABLE "bank_questions" ADD COLUMN     "content_key" TEXT;

-- CreateIndex
CREATE INDEX "bank_questions_school_id_content_key_idx" ON "bank_questions"("school_id", "content_key");

