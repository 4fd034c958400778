import { afterAll, beforeAll, expect, it } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import { operations } from "@/server/api/operations";
import { appRouter } from "@/server/trpc/app-router";
import { callerNames, loadCallers, type Caller } from "../support/authz/callers";
import { fixtures, type Fixtures } from "../support/authz/fixtures";
import { matrixEntries } from "../support/authz/operation-matrix";
import { operationRows } from "../support/authz/operation-rows";
import { runMatrix, type MatrixTarget } from "../support/authz/run-matrix";
import { startTrpcServer } from "../support/authz/trpc-server";
import { loadWorld } from "../support/authz/world";
import { describeEachDatabase } from "../support/databases";
import { installChangeLog } from "../support/fuzz/change-log";
import { testDeps } from "../support/deps";

// Every operation tRPC serves; rows that leave a gap (operation-matrix.ts) fail the file here.
const entries = matrixEntries(operations, operationRows, "trpc");

describeEachDatabase("authorization matrix: every operation's tRPC procedure as every caller", (database) => {
  let server: Awaited<ReturnType<typeof startTrpcServer>>;
  let prisma: PrismaClient;
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
      entries,
      writes: ({ operation }) => operation.kind === "mutation",
      // An import answers the ids it created; the matrix's imports hold one question.
      createdId: (text) => {
        const data = (JSON.parse(text) as { result?: { data?: { id?: string | number; created?: string[] } } }).result
          ?.data;
        return data?.id ?? data?.created?.[0];
      },
      send: ({ name, operation }, c, caller) => {
        const input = c.input === undefined ? undefined : JSON.stringify(c.input);
        if (operation.kind === "query") {
          return fetch(`${server.url}/api/trpc/${name}${input ? `?input=${encodeURIComponent(input)}` : ""}`, {
            headers: caller.headers,
          });
        }
        return fetch(`${server.url}/api/trpc/${name}`, {
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

  // The app router lists its areas by hand: an area left out would leave its operations uncalled.
  it("serves as procedures exactly the operations the matrix calls on tRPC", () => {
    expect(Object.keys(appRouter._def.procedures).sort()).toEqual(entries.map((entry) => entry.name).sort());
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
