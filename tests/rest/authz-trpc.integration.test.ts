import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { appRouter } from "@/server/trpc/app-router";
import { callerNames, loadCallers, type Caller } from "../support/authz/callers";
import { fixtures, type Fixtures } from "../support/authz/fixtures";
import { runMatrix, type MatrixTarget } from "../support/authz/run-matrix";
import { trpcRows } from "../support/authz/trpc-rows";
import { startTrpcServer } from "../support/authz/trpc-server";
import { loadWorld } from "../support/authz/world";
import { describeEachDatabase } from "../support/databases";
import { installChangeLog } from "../support/fuzz/change-log";
import { testDeps } from "../support/deps";

const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { type: "query" | "mutation" | "subscription" } }
>;
const keys = Object.keys(procedures);

describeEachDatabase("authorization matrix: every tRPC procedure as every caller", (database) => {
  let server: Awaited<ReturnType<typeof startTrpcServer>>;
  let prisma: Db;
  let callers: Caller[];
  let fx: Fixtures;
  let target: MatrixTarget;
  beforeAll(async () => {
    prisma = database().prisma;
    server = await startTrpcServer(testDeps(database()));
    callers = await loadCallers(prisma, await loadWorld(prisma));
    fx = fixtures(prisma);
    target = {
      changes: await installChangeLog(database().pool),
      rows: trpcRows,
      keys,
      writes: (key) => procedures[key]!._def.type === "mutation",
      // An import answers the ids it created; the matrix's imports hold one question.
      createdId: (text) => {
        const data = (JSON.parse(text) as { result?: { data?: { id?: string | number; created?: string[] } } }).result
          ?.data;
        return data?.id ?? data?.created?.[0];
      },
      send: (key, c, caller) => {
        const input = c.input === undefined ? undefined : JSON.stringify(c.input);
        if (procedures[key]!._def.type === "query") {
          return fetch(`${server.url}/api/trpc/${key}${input ? `?input=${encodeURIComponent(input)}` : ""}`, {
            headers: caller.headers,
          });
        }
        return fetch(`${server.url}/api/trpc/${key}`, {
          method: "POST",
          headers: { ...caller.headers, "content-type": "application/json" },
          body: input,
        });
      },
    };
  });
  afterAll(async () => {
    // The triggers come off first: the slot's next files write at full speed.
    await target?.changes.remove();
    await fx?.removeAll();
    await prisma?.apiToken.deleteMany({ where: { name: { startsWith: "authz-matrix" } } });
    await server?.close();
  });

  it("has one row per procedure and no row for a procedure that is gone", () => {
    expect(
      keys.filter((key) => !trpcRows[key]),
      "procedures without a matrix row",
    ).toEqual([]);
    expect(
      Object.keys(trpcRows).filter((key) => !keys.includes(key)),
      "rows without a procedure",
    ).toEqual([]);
  });

  it.each(callerNames)(
    "as %s: the expected status, nothing of another school, no refused write",
    async (name) => {
      const caller = callers.find((c) => c.name === name)!;
      expect(await runMatrix(target, caller, prisma, fx)).toEqual([]);
    },
    300_000,
  );
});
