-- AlterTable
ALTER TABLE "bank_questions" ADD COLUMN     "archived_at" TIMESTAMPTZ(3);

