import { defineOperation } from "@/server/operations/define-operation";
import { readStudentQuestion, studentQuestionIdParam } from "./read-student-question";

/** A student's question with its thread, for the page the questions report links to; on tRPC alone. */
export const getStudentQuestionOperation = defineOperation({
  kind: "query",
  access: "staff",
  input: studentQuestionIdParam,
  run: readStudentQuestion,
});

/** Students' questions, keyed as tRPC names them (`studentQuestions.get`). */
export const studentQuestionOperations = {
  get: getStudentQuestionOperation,
};
