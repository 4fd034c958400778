import { TRPCError } from "@trpc/server";
import { beforeAll, expect, it } from "vitest";
import { ZodError } from "zod";
import { DomainError } from "@/server/errors/domain-error";
import { scopeFor, type Scope } from "@/server/scope/scope";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testDeps } from "../../../tests/support/deps";
import { serverCaller } from "./server-caller";

/** What a refused call threw: the TRPCError a request would answer with. */
async function thrown(call: Promise<unknown>): Promise<TRPCError> {
  const error = await call.then(
    () => undefined,
    (refused: unknown) => refused,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

/** A refusal's tRPC code and its DomainError's reason and issues. */
async function refusal(call: Promise<unknown>) {
  const { code, cause } = await thrown(call);
  expect(cause).toBeInstanceOf(DomainError);
  const { reason, issues } = cause as DomainError;
  return { code, reason, issues: issues.map(({ path, params }) => ({ path, params })) };
}

describeEachDatabase("the pages' server caller runs each operation's policy, input and scoped ids", (database) => {
  const scopes = new Map<string, Scope>();
  const api = (email: string) =>
    serverCaller(testDeps(database()), scopes.get(email)!, new Request("http://localhost/"));
  let boreal: string;

  beforeAll(async () => {
    for (const email of [demo.ana, demo.tiago, demo.sofia])
      scopes.set(email, await scopeFor(database(), await demoUser(database().prisma, email)));
    boreal = (await scopeFor(database(), await demoUser(database().prisma, demo.bruno))).schoolIds[0]!;
  });

  it("refuses a user the operation's policy refuses, before the service runs", async () => {
    expect(await refusal(api(demo.sofia).questions.list({}))).toMatchObject({
      code: "FORBIDDEN",
      reason: "staff_only",
    });
    expect(await refusal(api(demo.tiago).audit.list({}))).toMatchObject({ code: "FORBIDDEN", reason: "admin_only" });
  });

  it("refuses an id of the input outside the caller's scope, naming the field", async () => {
    expect(scopes.get(demo.ana)!.schoolIds).not.toContain(boreal);
    expect(await refusal(api(demo.ana).questions.list({ school_id: boreal }))).toEqual({
      code: "FORBIDDEN",
      reason: "ids_outside_access",
      issues: [{ path: ["school_id"], params: { id: boreal } }],
    });
  });

  it("refuses an input its schema refuses, with the field", async () => {
    const { code, cause } = await thrown(api(demo.ana).studentQuestions.get({ id: "not-a-uuid" }));
    expect(code).toBe("BAD_REQUEST");
    expect(cause).toBeInstanceOf(ZodError);
    expect((cause as ZodError).issues.map((issue) => issue.path)).toEqual([["id"]]);
  });

  it("answers what the service answers the caller, within their scope", async () => {
    const own = scopes.get(demo.ana)!.schoolIds[0]!;
    const { items } = await api(demo.ana).questions.list({ school_id: own, limit: 5 });
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((item) => item.school_id))).toEqual(new Set([own]));
    expect(await api(demo.sofia).me.get()).toMatchObject({ role: "STUDENT" });
  });
});
