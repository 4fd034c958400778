import { demo } from "@/server/rest/example-ids";

/**
 * The OpenAPI examples of the exam routes: the demo's "Simulado de Matemática" for Escola Aurora's 1º ano A, open
 * during March 2026 (the body of POST /api/exams in routes.ts), and its copy.
 */
const assignment = {
  group_ids: [demo.group1A],
  instant_answer_feedback: true,
  allow_multiple_answers: false,
  is_readonly: false,
};

const exam = {
  id: demo.exam,
  name: "Simulado de Matemática — 1º bimestre",
  description: "Funções do 1º grau e do 2º grau",
  school_id: demo.aurora,
  exam_to_groups: [
    { ...assignment, available_after: "2026-03-01T03:00:00.000Z", available_before: "2026-04-01T02:59:59.999Z" },
  ],
  question_ids: [demo.question, demo.question2],
  created_at: "2026-02-26T17:42:10.118Z",
  updated_at: "2026-02-27T12:03:55.640Z",
};

export const examExamples = {
  create: { output: { ...exam, question_ids: [demo.question], updated_at: exam.created_at } },
  get: { output: exam },
  update: {
    // The window extended to the end of April, a second question added.
    body: {
      name: exam.name,
      description: exam.description,
      exam_to_groups: [{ ...assignment, available_after: 1772334000000, available_before: 1777604399999 }],
      question_ids: [demo.question, demo.question2],
    },
    output: {
      ...exam,
      exam_to_groups: [
        { ...assignment, available_after: "2026-03-01T03:00:00.000Z", available_before: "2026-05-01T02:59:59.999Z" },
      ],
      updated_at: "2026-03-10T14:20:31.002Z",
    },
  },
  list: {
    output: {
      items: [
        {
          id: demo.exam,
          name: exam.name,
          school_id: demo.aurora,
          state: "open" as const,
          question_count: 2,
          groups: [
            {
              id: demo.group1A,
              name: "1º ano A",
              available_after: "2026-03-01T03:00:00.000Z",
              available_before: "2026-04-01T02:59:59.999Z",
            },
          ],
          updated_at: exam.updated_at,
        },
      ],
      total: 1,
      page: 1,
      next_cursor: null,
    },
  },
  duplicate: {
    body: { exam_id: demo.exam },
    output: {
      ...exam,
      id: "9c4a2e7f-1b5d-4f3a-8e6c-2d0b7f9a4c58",
      name: "Simulado de Matemática — 1º bimestre (cópia)",
      created_at: "2026-03-11T09:15:27.480Z",
      updated_at: "2026-03-11T09:15:27.480Z",
    },
  },
  delete: { output: { id: "9c4a2e7f-1b5d-4f3a-8e6c-2d0b7f9a4c58" } },
};
