import { z } from "zod";
import { defineRoute } from "@/server/http/define-route";
import { demo } from "@/server/http/example-ids";
import { optionalPaging } from "@/server/http/page-query";
import { performanceQuery, studentPerformance } from "./schema";
import { usersPerformanceResponse } from "./users-performance";

// The API puts it under /api/exams; what it answers is students' performance, so it lives here.
export const usersPerformanceRoute = defineRoute({
  method: "GET",
  path: "/api/exams/users",
  tag: "Exams",
  access: "staff",
  scoped: { "query.group_ids": "group", "query.school_id": "school" },
  summary: "Per-student statistics and activity events",
  description:
    "Students of the groups the caller can access (narrowed by group_ids and school_id); " +
    "statistics over the events that pass the filters. By last and first name; the whole list, or with `limit` " +
    "one page of it and a Link header to the next.",
  heavy: true,
  query: performanceQuery.extend(optionalPaging.shape),
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
        average_answers_until_correct: 0,
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
  handler: ({ query: { limit, cursor, ...filters }, ctx }) => usersPerformanceResponse(ctx, filters, { limit, cursor }),
});
