"use client";

import "@/lib/zod-without-eval";
import { useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AppRouter } from "@/server/trpc/app-router";
import { maxBatchCalls } from "./batch-limit";
import { retryQuery } from "./retry-policy";

const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export { useTRPC };

function makeQueryClient() {
  // Data comes from the user's own actions; refetching on every focus would only add load. A refusal is not retried.
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: retryQuery } },
  });
}

/** TanStack Query plus tRPC for client components; the session cookie authenticates the calls. */
export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  // Queries travel as POST: filters such as hundreds of group ids would overflow a GET URL.
  const [trpcClient] = useState(() => {
    const link = httpBatchLink({ url: "/api/trpc", methodOverride: "POST", maxItems: maxBatchCalls });
    return createTRPCClient<AppRouter>({ links: [link] });
  });
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
