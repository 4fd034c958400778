import { deleteExam } from "@/server/exams/delete-exam";
import { addQuestionsInput, addQuestionsToExam } from "@/server/exams/add-questions";
import { duplicateExam } from "@/server/exams/duplicate-exam";
import { listExamOptions } from "@/server/exams/exam-options";
import { listExams } from "@/server/exams/list-exams";
import { previewExam } from "@/server/exams/preview-exam";
import { createExam, getExam, updateExam } from "@/server/exams/save-exam";
import { examIdParam, examInput, listExamsQuery } from "@/server/exams/schema";
import { createRouter, inScope, staffProcedure } from "../init";

export const examsRouter = createRouter({
  list: staffProcedure
    .input(listExamsQuery)
    .use(inScope({ group_id: "group" }))
    .query(({ ctx, input }) => listExams(ctx, input)),
  get: staffProcedure.input(examIdParam).query(({ ctx, input }) => getExam(ctx, input)),
  create: staffProcedure
    .input(examInput)
    .use(inScope({ "exam_to_groups.group_ids": "group" }))
    .mutation(({ ctx, input }) => createExam(ctx, input)),
  update: staffProcedure
    .input(examIdParam.extend({ data: examInput }))
    .use(inScope({ "data.exam_to_groups.group_ids": "group" }))
    .mutation(({ ctx, input }) => updateExam(ctx, input)),
  preview: staffProcedure.input(examIdParam).query(({ ctx, input }) => previewExam(ctx, input)),
  duplicate: staffProcedure.input(examIdParam).mutation(({ ctx, input }) => duplicateExam(ctx, input)),
  delete: staffProcedure.input(examIdParam).mutation(({ ctx, input }) => deleteExam(ctx, input)),
  options: staffProcedure.query(({ ctx }) => listExamOptions(ctx)),
  addQuestions: staffProcedure.input(addQuestionsInput).mutation(({ ctx, input }) => addQuestionsToExam(ctx, input)),
});
