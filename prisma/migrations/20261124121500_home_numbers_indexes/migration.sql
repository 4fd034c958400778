-- CreateIndex
CREATE INDEX "student_questions_status_group_id_idx" ON "student_questions"("status", "group_id");

-- CreateIndex
CREATE INDEX "student_questions_answered_at_idx" ON "student_questions"("answered_at");
