import { z } from "zod";
import { defineOperation } from "@/server/operations/define-operation";
import { addQuestionsInput, addQuestionsToExam } from "./add-questions";
import { deleteExam } from "./delete-exam";
import { duplicateExam } from "./duplicate-exam";
import { listExamOptions } from "./exam-options";
import { listExams } from "./list-exams";
import { previewExam } from "./preview-exam";
import { examExamples } from "./route-examples";
import { createExam, getExam, updateExam } from "./save-exam";
import { duplicateExamInput, examIdParam, examInput, examList, examOutput, listExamsQuery } from "./schema";

const tag = "Exams";

/** The exams' operations, keyed as tRPC names them (`exams.list`), in the order of the API's document. */
export const examOperations = {
  create: defineOperation({
    access: "staff",
    input: examInput,
    scoped: { "exam_to_groups.group_ids": "group" },
    run: createExam,
    rest: {
      route: "POST /api/exams",
      tag,
      summary: "Create an exam for groups the caller can access",
      description: "Every question's discipline must be a discipline of every target group.",
      output: examOutput,
      status: 201,
      examples: {
        // For the demo's 1º ano A of Escola Aurora (src/server/seed), open during March 2026.
        body: {
          name: "Simulado de Matemática — 1º bimestre",
          description: "Funções do 1º grau e do 2º grau",
          exam_to_groups: [
            {
              group_ids: ["7a3e9c1d-52b4-4f08-9d6e-1c2b3a4d5e6f"],
              available_after: 1772334000000,
              available_before: 1775012399999,
              instant_answer_feedback: true,
              allow_multiple_answers: false,
              is_readonly: false,
            },
          ],
          question_ids: ["3f6d2b8a-9c41-4e7b-8a15-2d9e0c7b4f31"],
        },
        output: examExamples.create.output,
      },
      location: (out) => `/api/exams/${out.id}`,
      errors: [422],
    },
  }),

  update: defineOperation({
    access: "staff",
    input: examIdParam.extend({ data: examInput }),
    scoped: { "data.exam_to_groups.group_ids": "group" },
    run: updateExam,
    rest: {
      route: "PATCH /api/exams/{examId}",
      tag,
      summary: "Replace an exam: groups, windows, flags and question order as sent",
      output: examOutput,
      examples: examExamples.update,
      errors: [404, 422],
    },
  }),

  list: defineOperation({
    access: "staff",
    input: listExamsQuery,
    scoped: { group_id: "group" },
    run: listExams,
    rest: {
      route: "GET /api/exams",
      tag,
      summary: "Exams the caller can change, with their groups and window state",
      description:
        "Last changed first. Paged by number (page, limit; total counts every page) or by cursor " +
        "(next_cursor, also sent as a Link header), which new exams do not shift.",
      output: examList,
      examples: examExamples.list,
      paged: true,
    },
  }),

  get: defineOperation({
    access: "staff",
    input: examIdParam,
    run: getExam,
    rest: {
      route: "GET /api/exams/{examId}",
      tag,
      summary: "One exam",
      output: examOutput,
      examples: examExamples.get,
      errors: [404],
    },
  }),

  duplicate: defineOperation({
    access: "staff",
    input: examIdParam,
    run: duplicateExam,
    rest: {
      route: "POST /api/exams/duplicates",
      // REST names the exam to copy in the body of a collection of its own, where tRPC takes its id.
      parts: { body: duplicateExamInput },
      input: ({ body }) => ({ examId: body.exam_id }),
      tag,
      summary: 'Copy an exam: "<name> (cópia)" with the same questions in order and group assignments',
      description:
        "Beyond the spec. Only assignments to groups the caller can access are copied (a teacher's copy of a shared " +
        "exam goes to their groups). A collection of its own rather than /api/exams/{examId}/duplicate, which would " +
        "overlap /api/exams/questions-db/{questionId}.",
      output: examOutput,
      examples: examExamples.duplicate,
      status: 201,
      location: (out) => `/api/exams/${out.id}`,
      errors: [404],
    },
  }),

  delete: defineOperation({
    access: "staff",
    input: examIdParam,
    run: deleteExam,
    rest: {
      route: "DELETE /api/exams/{examId}",
      tag,
      summary: "Remove an exam with its group assignments; its questions stay in the bank",
      description:
        "Beyond the spec. 409 `exam_has_student_events` when students answered it (their events would go with it); " +
        "409 `exam_has_other_groups` when it is also given to groups outside the caller's access.",
      output: z.object({ id: z.uuid() }),
      examples: examExamples.delete,
      errors: [404, 409],
    },
  }),

  preview: defineOperation({
    kind: "query",
    access: "staff",
    input: examIdParam,
    run: previewExam,
  }),

  options: defineOperation({
    kind: "query",
    access: "staff",
    run: listExamOptions,
  }),

  addQuestions: defineOperation({
    kind: "mutation",
    access: "staff",
    input: addQuestionsInput,
    run: addQuestionsToExam,
  }),
};
