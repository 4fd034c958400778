import { examItemAnalysis, itemAnalysisInput } from "@/server/performance/exam-item-analysis";
import { listQuizOptions } from "@/server/performance/quiz-options";
import { performanceQuery, studentEventsQuery, studentsPageQuery } from "@/server/performance/schema";
import { studentEvents, studentsPage, usersPerformance } from "@/server/performance/users-performance";
import { createRouter, heavy, inScope, staffProcedure } from "../init";

export const performanceRouter = createRouter({
  users: staffProcedure
    .use(heavy)
    .input(performanceQuery)
    .use(inScope({ group_ids: "group", school_id: "school" }))
    .query(({ ctx, input }) => usersPerformance(ctx, input)),
  students: staffProcedure
    .use(heavy)
    .input(studentsPageQuery)
    .use(inScope({ group_ids: "group", school_id: "school" }))
    .query(({ ctx, input }) => studentsPage(ctx, input)),
  studentEvents: staffProcedure
    .input(studentEventsQuery)
    .use(inScope({ group_ids: "group", school_id: "school" }))
    .query(({ ctx, input }) => studentEvents(ctx, input)),
  itemAnalysis: staffProcedure
    .use(heavy)
    .input(itemAnalysisInput)
    .query(({ ctx, input }) => examItemAnalysis(ctx, input)),
  quizzes: staffProcedure.query(({ ctx }) => listQuizOptions(ctx)),
});
