import { operations } from "@/server/api/operations";
import { createRouter } from "./init";
import { proceduresOf } from "./procedure-of";

export const appRouter = createRouter({
  me: createRouter(proceduresOf(operations.me)),
  disciplines: createRouter(proceduresOf(operations.disciplines)),
  questions: createRouter(proceduresOf(operations.questions)),
  exams: createRouter(proceduresOf(operations.exams)),
  performance: createRouter(proceduresOf(operations.performance)),
  reports: createRouter(proceduresOf(operations.reports)),
  availability: createRouter(proceduresOf(operations.availability)),
  calendarFeeds: createRouter(proceduresOf(operations.calendarFeeds)),
  tokens: createRouter(proceduresOf(operations.tokens)),
  audit: createRouter(proceduresOf(operations.audit)),
  home: createRouter(proceduresOf(operations.home)),
  studentQuestions: createRouter(proceduresOf(operations.studentQuestions)),
});

export type AppRouter = typeof appRouter;
