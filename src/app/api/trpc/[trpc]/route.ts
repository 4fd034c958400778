import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { appDeps } from "@/server/app-deps";
import { appRouter } from "@/server/trpc/app-router";
import { createContext } from "@/server/trpc/init";

function handler(request: Request) {
  return fetchRequestHandler({ endpoint: "/api/trpc", req: request, router: appRouter, allowMethodOverride: true, createContext: () => createContext(appDeps(), request) });
}

export { handler as GET, handler as POST };
