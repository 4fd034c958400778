import { operations } from "@/server/api/operations";
import { createRouter } from "./init";
import { proceduresOf } from "./procedure-of";
import { auditRouter } from "./routers/audit";
import { calendarFeedsRouter } from "./routers/calendar-feeds";
import { disciplinesRouter } from "./routers/disciplines";
import { examsRouter } from "./routers/exams";
import { homeRouter } from "./routers/home";
import { meRouter } from "./routers/me";
import { performanceRouter } from "./routers/performance";
import { tokensRouter } from "./routers/tokens";

export const appRouter = createRouter({
  me: meRouter,
  disciplines: disciplinesRouter,
  questions: createRouter(proceduresOf(operations.questions)),
  exams: examsRouter,
  performance: performanceRouter,
  reports: createRouter(proceduresOf(operations.reports)),
  availability: createRouter(proceduresOf(operations.availability)),
  calendarFeeds: calendarFeedsRouter,
  tokens: tokensRouter,
  audit: auditRouter,
  home: homeRouter,
});

export type AppRouter = typeof appRouter;
