import { createRouter } from "./init";
import { disciplinesRouter } from "./routers/disciplines";
import { examsRouter } from "./routers/exams";
import { meRouter } from "./routers/me";
import { performanceRouter } from "./routers/performance";
import { questionsRouter } from "./routers/questions";
import { tokensRouter } from "./routers/tokens";

export const appRouter = createRouter({
  me: meRouter,
  disciplines: disciplinesRouter,
  questions: questionsRouter,
  exams: examsRouter,
  performance: performanceRouter,
  tokens: tokensRouter,
});

export type AppRouter = typeof appRouter;
