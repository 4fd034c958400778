import type { questionFixtures } from "./question-fixtures";

type Session = { url: string; auth: Record<string, string>; fx: Awaited<ReturnType<typeof questionFixtures>> };

/**
 * The import and export routes as the interchange tests call them, against the server, token and fixtures
 * `session` gives once the test file's `beforeAll` has them: an import's path for the fixtures' school and
 * discipline (with query parameters of the test's own), a POST of a file, a download.
 */
export function interchangeClient(session: () => Session) {
  const importPath = (extra: Record<string, string> = {}) =>
    `/api/exams/questions-db/import?${new URLSearchParams({
      school_id: session().fx.aurora.id,
      discipline_id: String(session().fx.discipline.id),
      source: "Apostila 2026",
      ...extra,
    })}`;
  const send = async (path: string, body: BodyInit, type: string) => {
    const { url, auth } = session();
    const response = await fetch(`${url}${path}`, { method: "POST", headers: { ...auth, "content-type": type }, body });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const download = async (path: string) => {
    const { url, auth } = session();
    const response = await fetch(`${url}${path}`, { headers: auth });
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };
  return { importPath, send, download };
}
