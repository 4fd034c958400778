import { createRouter } from "./init";
import { meRouter } from "./routers/me";
import { tokensRouter } from "./routers/tokens";

export const appRouter = createRouter({
  me: meRouter,
  tokens: tokensRouter,
});

export type AppRouter = typeof appRouter;
