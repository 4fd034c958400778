import { defineOperation } from "@/server/operations/define-operation";
import { readStudentQuestion, studentQuestionIdParam } from "./read-student-question";

/** Students' questions, keyed as tRPC names them (`studentQuestions.get`). */
export const studentQuestionOperations = {
  /** A student's question with its thread, for the page the questions report links to; on tRPC alone. */
  get: defineOperation({
    kind: "query",
    access: "staff",
    input: studentQuestionIdParam,
    run: readStudentQuestion,
  }),
};
