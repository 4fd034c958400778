-- AlterTable
ALTER TABLE "subjects" ADD COLUMN     "import_id" UUID;

-- AlterTable
ALTER TABLE "bank_questions" ADD COLUMN     "import_id" UUID;

-- CreateTable
CREATE TABLE "bank_imports" (
    "id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "touched_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "bank_imports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "subjects_import_id_idx" ON "subjects"("import_id");

-- CreateIndex
CREATE INDEX "bank_questions_import_id_idx" ON "bank_questions"("import_id");

-- AddForeignKey
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "bank_imports"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_questions" ADD CONSTRAINT "bank_questions_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "bank_imports"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

