import { z } from "zod";
import { demo } from "@/server/rest/example-ids";
import { defineOperation } from "@/server/operations/define-operation";
import { restPaging } from "@/server/operations/rest-paging";
import { reportOutputOf } from "@/server/reports/format/report-output";
import { reportFormats } from "@/server/reports/schema";
import { examItemAnalysis, itemAnalysisInput } from "./exam-item-analysis";
import { listQuizOptions } from "./quiz-options";
import { performanceQuery, studentEventsQuery, studentPerformance, studentsPageQuery } from "./schema";
import { studentsExport, studentsExportQuery } from "./students-export";
import { studentEvents, studentsPage, usersPerformance, usersPerformanceResponse } from "./users-performance";

const groupsAndSchool = { group_ids: "group", school_id: "school" } as const;
const spreadsheets = ["csv", "csvExcel", "xlsx"] as const;

/** Students' performance, keyed as tRPC names it (`performance.users`), in the order of the API's document. */
export const performanceOperations = {
  // The API puts it under /api/exams; what it answers is students' performance, so it lives here.
  users: defineOperation({
    access: "staff",
    heavy: true,
    replica: true,
    input: performanceQuery,
    scoped: groupsAndSchool,
    run: usersPerformance,
    rest: {
      route: "GET /api/exams/users",
      tag: "Exams",
      summary: "Per-student statistics and activity events",
      description:
        "Students of the groups the caller can access (narrowed by group_ids and school_id); " +
        "statistics over the events that pass the filters. By last and first name; the whole list, or with `limit` " +
        "one page of it and a Link header to the next.",
      // REST pages the list on request and streams it as PostgreSQL writes it; tRPC answers it whole, as objects.
      ...restPaging(performanceQuery),
      answer: (ctx, filters, { query: { limit, cursor } }) => usersPerformanceResponse(ctx, filters, { limit, cursor }),
      output: z.array(studentPerformance),
      examples: {
        // Sofia Ribeiro of 1º ano A, who answered a question of the demo's Matemática exam right.
        output: [
          {
            id: demo.sofia,
            first_name: "Sofia",
            last_name: "Ribeiro",
            profile_photo_url: null,
            total_exams_count: 1,
            total_quizzes_count: 0,
            total_questions_seen_count: 1,
            total_questions_answered_count: 1,
            correct_answers_count: 1,
            average_answer_time: 42.5,
            average_answers_until_correct: null,
            events: [
              {
                event: "QUESTION_VIEW",
                created_at: "2026-03-09T13:02:11.000Z",
                question_id: demo.question,
                exam_id: demo.exam,
                quiz_id: null,
              },
              {
                event: "CORRECT_ANSWER",
                created_at: "2026-03-09T13:02:53.500Z",
                question_id: demo.question,
                exam_id: demo.exam,
                quiz_id: null,
              },
            ],
          },
        ],
      },
      paged: true,
    },
  }),

  /** The page's export: its list, every page of it, in the reports' spreadsheet formats. */
  studentsDownload: defineOperation({
    access: "staff",
    heavy: true,
    replica: true,
    input: studentsExportQuery,
    scoped: groupsAndSchool,
    trpc: false,
    rest: {
      route: "GET /api/exams/users/export",
      tag: "Exams",
      summary: "The performance page's student list as CSV or XLSX, for people; headers in Portuguese",
      description:
        "Beyond the spec. The filters of GET /api/exams/users, and the page's sort; every student of the list " +
        "(an exam, quiz or question filter leaves out those with no event for it) with their figures, an average " +
        "with nothing to average left empty. Accept: text/csv (default), text/csv; profile=excel (';' and decimal " +
        "commas, for Excel in Brazil) or xlsx (headers in the language of the locale cookie or Accept-Language).",
      produces: [reportFormats.csv, reportFormats.csvExcel, reportFormats.xlsx],
      errors: [406],
      answer: (ctx, input) => studentsExport(ctx, { ...input, ...reportOutputOf(ctx.request, spreadsheets) }),
    },
  }),

  students: defineOperation({
    kind: "query",
    access: "staff",
    heavy: true,
    replica: true,
    input: studentsPageQuery,
    scoped: groupsAndSchool,
    run: studentsPage,
  }),

  studentEvents: defineOperation({
    kind: "query",
    access: "staff",
    input: studentEventsQuery,
    scoped: groupsAndSchool,
    run: studentEvents,
  }),

  itemAnalysis: defineOperation({
    kind: "query",
    access: "staff",
    heavy: true,
    replica: true,
    input: itemAnalysisInput,
    run: examItemAnalysis,
  }),

  quizzes: defineOperation({
    kind: "query",
    access: "staff",
    run: listQuizOptions,
  }),
};
