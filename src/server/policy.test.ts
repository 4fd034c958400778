import type { AnyProcedure } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { restRoutes } from "@/server/api/rest-routes";
import { policies } from "@/server/scope/policy";
import { appRouter } from "@/server/trpc/app-router";

// Reads declarations only: an operation whose policy is missing or unknown is named in the failure.
const declared = (policy: unknown) => policies.includes(policy as never);

describe("every operation declares who may call it", () => {
  it("every REST route has a policy", () => {
    const missing = restRoutes.filter((route) => !declared(route.access));
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it("every tRPC procedure has a policy in its meta", () => {
    // Typed as nested routers, but at run time a flat record keyed by path ("reports.preview").
    const flat = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
    const procedures = Object.entries(flat);
    expect(procedures.length).toBeGreaterThan(0);
    const policyOf = (procedure: AnyProcedure) => (procedure._def.meta as { policy?: unknown } | undefined)?.policy;
    const missing = procedures.filter(([, procedure]) => !declared(policyOf(procedure))).map(([path]) => path);
    expect(missing).toEqual([]);
  });
});
