import { afterAll, beforeAll, expect, it } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import { operations } from "@/server/api/operations";
import { reportFormats } from "@/server/reports/schema";
import { range } from "../support/authz/bodies";
import { callerNames, loadCallers, type Caller } from "../support/authz/callers";
import { fixtures, type Fixtures } from "../support/authz/fixtures";
import { findLeaks } from "../support/authz/markers";
import { matrixEntries } from "../support/authz/operation-matrix";
import { operationRows } from "../support/authz/operation-rows";
import { responseText } from "../support/authz/response-text";
import { runMatrix, type MatrixTarget } from "../support/authz/run-matrix";
import { loadWorld } from "../support/authz/world";
import { describeEachDatabase } from "../support/databases";
import { installChangeLog } from "../support/fuzz/change-log";
import { testDeps } from "../support/deps";
import { startRestServer } from "../support/rest-server";

// Every operation with a REST binding; rows that leave a gap (operation-matrix.ts) fail the file here.
const entries = matrixEntries(operations, operationRows, "rest");

describeEachDatabase("authorization matrix: every operation's REST route as every caller", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let prisma: PrismaClient;
  let callers: Caller[];
  let fx: Fixtures;
  let target: MatrixTarget;
  beforeAll(async () => {
    prisma = database().prisma;
    server = await startRestServer(testDeps(database()));
    callers = await loadCallers(prisma, await loadWorld(prisma));
    fx = fixtures(prisma);
    target = {
      changes: await installChangeLog(database().pool),
      entries,
      writes: ({ operation }) => operation.rest!.method !== "GET",
      createdId: (text) => (JSON.parse(text) as { id?: string | number }).id,
      send: ({ operation }, c, caller) => {
        const method = operation.rest!.method;
        const body = c.body === undefined ? undefined : c.contentType ? String(c.body) : JSON.stringify(c.body);
        const headers = {
          ...caller.headers,
          ...(c.accept ? { accept: c.accept } : {}),
          ...(body ? { "content-type": c.contentType ?? "application/json" } : {}),
        };
        return fetch(`${server.url}${c.path}`, { method, headers, body });
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

  // The search can fail: what the platform admin sees of Boreal is found with Ana's markers, in JSON, CSV and XLSX.
  it.each([
    ["json", "application/json"],
    ["csv", "text/csv"],
    ["xlsx", reportFormats.xlsx],
  ])("finds another school's data in a %s report", async (_, accept) => {
    const [admin, ana] = [callers.find((c) => c.name === "admin")!, callers.find((c) => c.name === "ana")!];
    const response = await fetch(`${server.url}/api/reports/bookings`, {
      method: "POST",
      headers: { ...admin.headers, accept, "content-type": "application/json" },
      body: JSON.stringify(range),
    });
    const { status, text } = await responseText(response);
    expect(status).toBe(200);
    expect(findLeaks(text, ana.markers, "")).toEqual(expect.arrayContaining([ana.foreign.schoolName]));
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
