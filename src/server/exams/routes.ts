import { z } from "zod";
import { defineRoute } from "@/server/http/define-route";
import { PageAnswer } from "@/server/http/page-answer";
import { duplicateExam } from "./duplicate-exam";
import { deleteExam } from "./delete-exam";
import { listExams } from "./list-exams";
import { examExamples } from "./route-examples";
import { createExam, getExam, updateExam } from "./save-exam";
import { duplicateExamInput, examIdParam, examInput, examList, examOutput, listExamsQuery } from "./schema";

const tag = "Exams";

export const createExamRoute = defineRoute({
  method: "POST",
  path: "/api/exams",
  tag,
  access: "staff",
  scoped: { "body.exam_to_groups.group_ids": "group" },
  summary: "Create an exam for groups the caller can access",
  description: "Every question's discipline must be a discipline of every target group.",
  body: examInput,
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
  handler: ({ body, ctx }) => createExam(ctx, body),
});

export const updateExamRoute = defineRoute({
  method: "PATCH",
  path: "/api/exams/{examId}",
  tag,
  access: "staff",
  scoped: { "body.exam_to_groups.group_ids": "group" },
  summary: "Replace an exam: groups, windows, flags and question order as sent",
  params: examIdParam,
  body: examInput,
  output: examOutput,
  examples: examExamples.update,
  errors: [404, 422],
  handler: ({ params, body, ctx }) => updateExam(ctx, { examId: params.examId, data: body }),
});

export const listExamsRoute = defineRoute({
  method: "GET",
  path: "/api/exams",
  tag,
  access: "staff",
  scoped: { "query.group_id": "group" },
  summary: "Exams the caller can change, with their groups and window state",
  description:
    "Last changed first. Paged by number (page, limit; total counts every page) or by cursor " +
    "(next_cursor, also sent as a Link header), which new exams do not shift.",
  query: listExamsQuery,
  output: examList,
  examples: examExamples.list,
  paged: true,
  handler: async ({ query, ctx }) => {
    const list = await listExams(ctx, query);
    return new PageAnswer(list, list.next_cursor);
  },
});

export const getExamRoute = defineRoute({
  method: "GET",
  path: "/api/exams/{examId}",
  tag,
  access: "staff",
  summary: "One exam",
  params: examIdParam,
  output: examOutput,
  examples: examExamples.get,
  errors: [404],
  handler: ({ params, ctx }) => getExam(ctx, params),
});

export const duplicateExamRoute = defineRoute({
  method: "POST",
  path: "/api/exams/duplicates",
  tag,
  access: "staff",
  summary: 'Copy an exam: "<name> (cópia)" with the same questions in order and group assignments',
  description:
    "Beyond the spec. Only assignments to groups the caller can access are copied (a teacher's copy of a shared " +
    "exam goes to their groups). A collection of its own rather than /api/exams/{examId}/duplicate, which would " +
    "overlap /api/exams/questions-db/{questionId}.",
  body: duplicateExamInput,
  output: examOutput,
  examples: examExamples.duplicate,
  status: 201,
  location: (out) => `/api/exams/${out.id}`,
  errors: [404],
  handler: ({ body, ctx }) => duplicateExam(ctx, { examId: body.exam_id }),
});

export const deleteExamRoute = defineRoute({
  method: "DELETE",
  path: "/api/exams/{examId}",
  tag,
  access: "staff",
  summary: "Remove an exam with its group assignments; its questions stay in the bank",
  description:
    "Beyond the spec. 409 `exam_has_student_events` when students answered it (their events would go with it); 409 `exam_has_other_groups` when it is also given to groups outside the caller's access.",
  params: examIdParam,
  output: z.object({ id: z.uuid() }),
  examples: examExamples.delete,
  errors: [404, 409],
  handler: ({ params, ctx }) => deleteExam(ctx, params),
});

export const examRoutes = [
  createExamRoute,
  updateExamRoute,
  listExamsRoute,
  getExamRoute,
  duplicateExamRoute,
  deleteExamRoute,
];
