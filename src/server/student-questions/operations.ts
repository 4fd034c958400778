import { defineOperation } from "@/server/operations/define-operation";
import { demo } from "@/server/rest/example-ids";
import { listStudentQuestionsQuery, studentQuestionList } from "./list-schema";
import { listStudentQuestions } from "./list-student-questions";
import { readStudentQuestion, studentQuestionIdParam } from "./read-student-question";

/** The list's example: a question of Sofia's in 1º ano A that Tiago took and is answering. */
const listExample = {
  items: [
    {
      id: "4d2a9f6c-8e1b-4c7d-a3f5-0b9e2d6c1a87",
      status: "IN_PROGRESS" as const,
      anonymous: false,
      description: "Por que o zero de $f(x) = 2x - 6$ é $x = 3$ e não $x = -3$?",
      created_at: "2026-03-04T13:02:41.118Z",
      answered_at: null,
      time_zone: "America/Sao_Paulo",
      student: { id: demo.sofia, name: "Sofia Ribeiro" },
      teacher: { id: demo.tiago, name: "Tiago Ferreira" },
      group: { id: demo.group1A, name: "1º ano A" },
      school: { id: demo.aurora, name: "Escola Aurora" },
      discipline: { id: 1, name: "Matemática" },
      subject: { id: 3, name: "Funções" },
    },
  ],
  next_cursor: null,
};

/** Students' questions, keyed as tRPC names them (`studentQuestions.list`). */
export const studentQuestionOperations = {
  list: defineOperation({
    access: "staff",
    input: listStudentQuestionsQuery,
    scoped: { school_id: "school", group_id: "group" },
    run: listStudentQuestions,
    rest: {
      route: "GET /api/student-questions",
      tag: "Student questions",
      summary: "The students' questions of your groups: status, student, teacher, filters, cursor pagination",
      description:
        "A school admin reads their schools' groups, a teacher their own groups, the platform admin every group. " +
        "Anonymous questions still name the student, as the questions report does. Newest first unless sort " +
        "says otherwise: created_at (the oldest first: the queue of status=WAITING,IN_PROGRESS), status, student, " +
        "teacher, group or discipline, '-' reversing; a cursor pages the sort it came from.",
      output: studentQuestionList,
      examples: { output: listExample },
      paged: true,
    },
  }),

  /** A student's question with its thread, for the page the questions report links to; on tRPC alone. */
  get: defineOperation({
    kind: "query",
    access: "staff",
    input: studentQuestionIdParam,
    run: readStudentQuestion,
  }),
};
