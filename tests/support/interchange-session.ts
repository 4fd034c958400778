import { afterAll, beforeAll } from "vitest";
import type { Database } from "@/server/db/client";
import { bearer, demo } from "./accounts";
import { testDeps } from "./deps";
import { questionFixtures } from "./question-fixtures";
import { startRestServer } from "./rest-server";

type Session = {
  server: Awaited<ReturnType<typeof startRestServer>>;
  auth: Record<string, string>;
  fx: Awaited<ReturnType<typeof questionFixtures>>;
};

/**
 * What the interchange tests share: a REST server on the database, Ana's token and the question fixtures
 * (`s`, filled by the suite's `beforeAll`), and the routes as they call them: an import's path for the
 * fixtures' school and discipline (with query parameters of the test's own), a POST of a file, a download.
 */
export function interchangeSession(database: () => Database) {
  const s = {} as Session;
  beforeAll(async () => {
    s.server = await startRestServer(testDeps(database()));
    s.auth = await bearer(database().prisma, demo.ana);
    s.fx = await questionFixtures(database().prisma);
  });
  afterAll(() => s.server.close());
  const importPath = (extra: Record<string, string> = {}) =>
    `/api/exams/questions-db/import?${new URLSearchParams({
      school_id: s.fx.aurora.id,
      discipline_id: String(s.fx.discipline.id),
      source: "Apostila 2026",
      ...extra,
    })}`;
  const send = async (path: string, body: BodyInit, type: string) => {
    const headers = { ...s.auth, "content-type": type };
    const response = await fetch(`${s.server.url}${path}`, { method: "POST", headers, body });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const download = async (path: string) => {
    const response = await fetch(`${s.server.url}${path}`, { headers: s.auth });
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };
  return { s, importPath, send, download };
}
