import { addQuestionsInput, addQuestionsToExam } from "@/server/exams/add-questions";
import { listExamOptions } from "@/server/exams/exam-options";
import { createRouter, staffProcedure } from "../init";

export const examsRouter = createRouter({
  options: staffProcedure.query(({ ctx }) => listExamOptions(ctx, ctx.scope)),
  addQuestions: staffProcedure.input(addQuestionsInput).mutation(({ ctx, input }) => addQuestionsToExam(ctx, ctx.scope, input)),
});
