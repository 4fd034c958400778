import { createRouter } from "./init";
import { disciplinesRouter } from "./routers/disciplines";
import { meRouter } from "./routers/me";
import { tokensRouter } from "./routers/tokens";

export const appRouter = createRouter({
  me: meRouter,
  disciplines: disciplinesRouter,
  tokens: tokensRouter,
});

export type AppRouter = typeof appRouter;
