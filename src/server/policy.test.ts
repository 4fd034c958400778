import type { AnyProcedure } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { operations } from "@/server/api/operations";
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

// Top-level fields naming schools or groups; a write's nested ids are the service's (see below).
const idField = /^(school|group)_ids?$/;
const topLevelIds = (schema: unknown, root: string): string[] =>
  schema instanceof z.ZodObject
    ? Object.keys(schema.shape)
        .filter((key) => idField.test(key))
        .map((key) => `${root}.${key}`)
    : schema instanceof z.ZodUnion
      ? [...new Set(schema.options.flatMap((option) => topLevelIds(option, root)))]
      : [];

describe("every REST route declares the school and group ids of its input", () => {
  it("lists each top-level school_id(s) and group_id(s) of its query and body in `scoped`", () => {
    const undeclared = restRoutes.flatMap((route) =>
      [...topLevelIds(route.query, "query"), ...topLevelIds(route.body, "body")]
        .filter((path) => !route.scoped?.[path])
        .map((path) => `${route.method} ${route.path} ${path}`),
    );
    expect(undeclared).toEqual([]);
  });
});

const declaredOperations = Object.entries(operations).flatMap(([area, declared]) =>
  Object.entries(declared).map(([name, operation]) => ({ key: `${area}.${name}`, operation })),
);

/**
 * The schema at a dotted path of an input, through objects, arrays and optional or nullable wrappers; through a
 * union, in the first of its options that has the path.
 */
function schemaAt(schema: unknown, path: string[]): unknown {
  let at = schema;
  for (const [index, segment] of path.entries()) {
    while (at instanceof z.ZodOptional || at instanceof z.ZodNullable || at instanceof z.ZodArray)
      at = at instanceof z.ZodArray ? at.element : at.unwrap();
    if (at instanceof z.ZodUnion)
      return at.options.map((option) => schemaAt(option, path.slice(index))).find((found) => found !== undefined);
    if (!(at instanceof z.ZodObject)) return undefined;
    at = (at.shape as Record<string, unknown>)[segment];
  }
  return at;
}

describe("every operation declares its policy and its scoped ids once, for REST and tRPC alike", () => {
  it("has operations, each with a policy", () => {
    expect(declaredOperations.length).toBeGreaterThan(0);
    expect(declaredOperations.filter(({ operation }) => !declared(operation.access)).map(({ key }) => key)).toEqual([]);
  });

  it("names fields of its input in `scoped`, never a path the input does not have", () => {
    const unknownPaths = declaredOperations.flatMap(({ key, operation }) =>
      Object.keys(operation.scoped ?? {})
        .filter((path) => schemaAt(operation.input, path.split(".")) === undefined)
        .map((path) => `${key} ${path}`),
    );
    expect(unknownPaths).toEqual([]);
  });

  it("lists each top-level school_id(s) and group_id(s) of its input in `scoped`", () => {
    const undeclared = declaredOperations.flatMap(({ key, operation }) =>
      topLevelIds(operation.input, "")
        .map((path) => path.slice(1))
        .filter((path) => !operation.scoped?.[path])
        .map((path) => `${key} ${path}`),
    );
    expect(undeclared).toEqual([]);
  });
});
