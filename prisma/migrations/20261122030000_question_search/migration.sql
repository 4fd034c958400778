-- Substring search over the question bank (description and source), fast at 100k+ questions.
-- Hand-written: Prisma's schema does not model trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "bank_questions_description_trgm_idx" ON "bank_questions" USING GIN ("description" gin_trgm_ops);
CREATE INDEX "bank_questions_source_trgm_idx" ON "bank_questions" USING GIN ("source" gin_trgm_ops);
