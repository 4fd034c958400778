import { demo } from "@/server/rest/example-ids";

/**
 * The OpenAPI examples of the question bank routes: a Matemática question of Escola Aurora (Funções, subject 3 of
 * the demo's catalogue), given to 1º ano A in March 2026 and part of the demo's Simulado de Matemática.
 */
const body = {
  belongs_to: { id: demo.aurora },
  description: "Qual é o zero da função $f(x) = 2x - 6$?",
  discipline_id: 1,
  subject: 3,
  type: "MULTIPLE_CHOICE" as const,
  difficulty: "EASY" as const,
  source: "ENEM",
  source_edition: "2019",
  source_question_number: 142,
  solution: "$2x - 6 = 0$, logo $x = 3$.",
  hint: "Iguale $f(x)$ a zero.",
  answers: [
    { description: "$x = 3$", is_correct_answer: true },
    { description: "$x = -3$", is_correct_answer: false },
    { description: "$x = 6$", is_correct_answer: false },
  ],
  question_to_groups: [{ group_ids: [demo.group1A], available_after: 1772334000000, available_before: 1775012399999 }],
  exams: [{ id: demo.exam }],
};

const answerIds = [
  "6a1d4f8c-2e7b-4c3a-9f5d-8b0e1c6a2d47",
  "7b2e5a9d-3f8c-4d4b-a06e-9c1f2d7b3e58",
  "8c3f6b0e-4a9d-4e5c-b17f-0d2a3e8c4f69",
];

const question = {
  id: demo.question,
  belongs_to: { id: demo.aurora, name: "Escola Aurora" },
  description: body.description,
  discipline_id: 1,
  subject: { id: 3, name: "Funções" },
  type: body.type,
  other_subjects: [],
  difficulty: body.difficulty,
  source: body.source,
  source_edition: body.source_edition,
  source_edition_observation: null,
  source_question_number: body.source_question_number,
  solution: body.solution,
  study_orientation: null,
  hint: body.hint,
  answers: body.answers.map((answer, i) => ({ id: answerIds[i] ?? demo.question, ...answer })),
  question_to_groups: [
    {
      group_ids: [demo.group1A],
      available_after: "2026-03-01T03:00:00.000Z",
      available_before: "2026-04-01T02:59:59.999Z",
    },
  ],
  exams: [{ id: demo.exam, name: "Simulado de Matemática — 1º bimestre" }],
  created_at: "2026-02-20T14:08:33.271Z",
  updated_at: "2026-02-20T14:08:33.271Z",
  archived_at: null,
};

export const questionExamples = {
  create: { body, output: question },
  update: {
    body: { ...body, difficulty: "MEDIUM" as const },
    output: { ...question, difficulty: "MEDIUM" as const, updated_at: "2026-03-03T10:41:06.884Z" },
  },
  get: { output: question },
  list: {
    output: {
      items: [
        {
          id: demo.question,
          description: body.description,
          type: body.type,
          difficulty: body.difficulty,
          source: body.source,
          school_id: demo.aurora,
          discipline_id: 1,
          discipline_name: "Matemática",
          subject_id: 3,
          subject_name: "Funções",
          created_at: question.created_at,
          updated_at: question.updated_at,
          times_seen: 28,
          times_answered: 25,
          first_attempt_facility: 0.72,
        },
      ],
      next_cursor: "eyJ1cGRhdGVkX2F0IjoiMjAyNi0wMi0yMFQxNDowODozMy4yNzFaIn0",
    },
  },
  // A question no student has answered is deleted; one with answers is archived instead.
  delete: { output: { id: demo.question2, outcome: "deleted" as const } },
  archive: { output: { question_ids: [demo.question] } },
  restore: { output: { question_ids: [demo.question] } },
  media: {
    body: { school_id: demo.aurora, file_name: "grafico-funcao-afim.png", size: 48213 },
    output: {
      upload: {
        url: "https://demo-media.s3.sa-east-1.amazonaws.com/",
        fields: {
          key: `questions/${demo.aurora}/5e0a9c3f-grafico-funcao-afim.png`,
          "Content-Type": "image/png",
          Policy: "eyJleHBpcmF0aW9uIjoiMjAyNi0wMy0wMlQxNDoxNTowMFoifQ==",
          "X-Amz-Signature": "9a2c4e6f8b0d1f3a5c7e9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a",
        },
      },
      url: `https://media.example.com/questions/${demo.aurora}/5e0a9c3f-grafico-funcao-afim.png`,
      kind: "image" as const,
    },
  },
  // A GIFT file of four questions imported with skip_refused=true: a matching question skipped, one the bank already
  // had, one whose partial credit was flattened.
  import: {
    output: {
      dry_run: false,
      created: ["4d9f2b6e-8a3c-4e1f-b5d7-2c0a6e9f3b84", "5e0a3c7f-9b4d-4f2a-86e8-3d1b7f0a4c95"],
      skipped: [
        {
          at: 12,
          title: "Pares",
          code: "import_type_unsupported",
          reason: "Matching questions have no equivalent in the bank (it has no pairs); refused",
        },
      ],
      duplicates: [{ at: 18, title: "Raiz quadrada", question_id: "2b7c9e1d-4f3a-4c8e-9d2b-6a1f0e3c5b79" }],
      warnings: [
        {
          at: 7,
          title: "Vértice da parábola",
          code: "import_weights_flattened" as const,
          params: {},
          message: "Partial credit flattened: every option with a positive weight or fraction is correct",
        },
      ],
    },
  },
};
