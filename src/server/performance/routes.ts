import { z } from "zod";
import { defineRoute } from "@/server/http/define-route";
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
  paged: true,
  handler: ({ query: { limit, cursor, ...filters }, ctx }) => usersPerformanceResponse(ctx, filters, { limit, cursor }),
});
