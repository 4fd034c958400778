"use client";

import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { QueryResult } from "@/components/list/query-result";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/trpc/app-router";

type Me = inferRouterOutputs<AppRouter>["me"]["get"];

/** A form that offers what the user reaches (me.get: schools, groups), once that is loaded; `failed` otherwise. */
export function WithMe({ failed, children }: { failed: ReactNode; children: (me: Me) => ReactNode }) {
  const trpc = useTRPC();
  const me = useQuery(trpc.me.get.queryOptions());
  return (
    <QueryResult query={me} failed={failed}>
      {children}
    </QueryResult>
  );
}
