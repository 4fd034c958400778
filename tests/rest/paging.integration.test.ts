import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { jsonClient, type JsonClient } from "../support/http";
import { questionFixtures } from "../support/question-fixtures";
import { startRestServer } from "../support/rest-server";
import { nowMs } from "@/server/time/now";

type Answer = Awaited<ReturnType<JsonClient>>;

/** The URL of a Link header's rel="next", or null. */
const nextOf = (answer: Answer) => /^<([^>]+)>; rel="next"$/.exec(answer.headers.get("link") ?? "")?.[1] ?? null;

describeEachDatabase("cursor paging over HTTP", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let as: Record<"admin" | "ana", JsonClient>;
  let aurora: string;
  beforeAll(async () => {
    const { prisma } = database();
    server = await startRestServer(testDeps(database()));
    as = {
      admin: jsonClient(server.url, await bearer(prisma, demo.admin)),
      ana: jsonClient(server.url, await bearer(prisma, demo.ana)),
    };
    aurora = (await questionFixtures(prisma)).aurora.id;
  });
  afterAll(() => server.close());

  /** Every page from `path` on, by the Link headers; `between` runs after the first page. */
  async function walk(client: JsonClient, path: string, between?: () => Promise<void>) {
    const pages: Answer[] = [];
    for (let next: string | null = path; next;) {
      const page = await client("GET", next);
      expect(page.status, next).toBe(200);
      pages.push(page);
      const link = nextOf(page);
      if (link) expect(link.startsWith(`${server.url}/api/`)).toBe(true);
      next = link && link.slice(server.url.length);
      if (pages.length === 1) await between?.();
    }
    return pages;
  }

  const ids = (items: { id: unknown }[]) => items.map((item) => item.id);

  it("pages the disciplines by Link: the pages joined are the whole list, which has no Link", async () => {
    const whole = await as.admin("GET", "/api/disciplines");
    expect(whole.headers.get("link")).toBeNull();
    expect(whole.body.length).toBeGreaterThan(3);
    const pages = await walk(as.admin, "/api/disciplines?limit=2");
    expect(pages.length).toBe(Math.ceil(whole.body.length / 2));
    for (const page of pages) expect(page.body.length).toBeLessThanOrEqual(2);
    expect(pages.at(-1)!.headers.get("link")).toBeNull();
    expect(pages.flatMap((p) => p.body)).toEqual(whole.body);
    // A cursor alone pages too, at the default size.
    const cursor = new URL(nextOf(pages[0]!)!).searchParams.get("cursor")!;
    const rest = await as.admin("GET", `/api/disciplines?cursor=${cursor}`);
    expect(rest.body).toEqual(whole.body.slice(2));
  });

  it("keeps its place while records are added before and after it", async () => {
    const before = await as.ana("GET", "/api/disciplines");
    expect(before.body.length).toBeGreaterThan(2);
    const added: number[] = [];
    const create = async (name: string) => {
      const created = await as.ana("POST", "/api/disciplines", { name, owner_ids: [aurora] });
      expect(created.status).toBe(201);
      added.push(created.body.id);
    };
    const pages = await walk(as.ana, "/api/disciplines?limit=2", async () => {
      // Digits sort before letters in every collation: this one lands on the first page, already read.
      await create(`0 Primeira ${crypto.randomUUID()}`);
      await create(`zzz Última ${crypto.randomUUID()}`);
    });
    const after = ids((await as.ana("GET", "/api/disciplines")).body);
    expect(after).toHaveLength(before.body.length + 2);
    expect(after[0]).toBe(added[0]);
    // Nothing read twice, nothing skipped: the one added behind the cursor is not met, the one ahead is.
    expect(ids(pages.flatMap((p) => p.body))).toEqual(after.slice(1));
  });

  it("pages the availability blocks and the students' performance the same way", async () => {
    const range = `start_date=0&end_date=${Date.UTC(2100, 0, 1)}`;
    const blocks = await as.admin("GET", `/api/bookings/availability-blocks?${range}`);
    expect(blocks.body.length).toBeGreaterThan(2);
    const blockPages = await walk(as.admin, `/api/bookings/availability-blocks?${range}&limit=2`);
    expect(blockPages.length).toBeGreaterThan(1);
    expect(blockPages.flatMap((p) => p.body)).toEqual(blocks.body);

    const students = await as.ana("GET", "/api/exams/users");
    expect(students.headers.get("link")).toBeNull();
    const limit = Math.ceil(students.body.length / 3);
    const studentPages = await walk(as.ana, `/api/exams/users?limit=${limit}`);
    expect(studentPages.length).toBe(3);
    // Streamed still: written as PostgreSQL's COPY sends it, without a length known in advance.
    expect(studentPages[0]!.headers.get("content-length")).toBeNull();
    expect(studentPages.flatMap((p) => p.body)).toEqual(students.body);
    // The filters travel in the Link.
    const group = await database().prisma.group.findFirstOrThrow({ where: { schoolId: aurora } });
    const path = `/api/exams/users?group_ids=${group.id}`;
    const inGroup = await as.ana("GET", path);
    expect(inGroup.body.length).toBeGreaterThan(2);
    const filtered = await walk(as.ana, `${path}&limit=2`);
    expect(new URL(nextOf(filtered[0]!)!).searchParams.get("group_ids")).toBe(group.id);
    expect(filtered.flatMap((p) => p.body)).toEqual(inGroup.body);
  });

  it("gives the exams list a cursor form beside its page numbers, which a new exam does not shift", async () => {
    const numbered = [];
    for (let page = 1; ; page++) {
      const answer = await as.admin("GET", `/api/exams?limit=3&page=${page}`);
      numbered.push(...answer.body.items);
      if (answer.body.items.length < 3) break;
    }
    const first = await as.admin("GET", "/api/exams?limit=3");
    expect(first.body).toMatchObject({ page: 1, next_cursor: expect.any(String) });
    expect(nextOf(first)).toContain(`cursor=${first.body.next_cursor}`);
    const group = await database().prisma.group.findFirstOrThrow({ where: { schoolId: aurora } });
    const pages = await walk(as.admin, "/api/exams?limit=3", async () => {
      const now = nowMs();
      const window = { available_after: now, available_before: now + 86_400_000 };
      const flags = { instant_answer_feedback: true, allow_multiple_answers: false, is_readonly: false };
      const exam_to_groups = [{ group_ids: [group.id], ...window, ...flags }];
      const created = await as.admin("POST", "/api/exams", { name: "Nova", description: "", exam_to_groups });
      expect(created.status).toBe(201);
    });
    expect(pages.slice(1).every((p) => p.body.page === null)).toBe(true);
    expect(pages.at(-1)!.body.next_cursor).toBeNull();
    expect(ids(pages.flatMap((p) => p.body.items))).toEqual(ids(numbered));
  });

  it("sends the Link of the question bank's and the audit log's next_cursor", async () => {
    for (const path of ["/api/exams/questions-db?limit=2", "/api/audit?limit=2"]) {
      const page = await as.admin("GET", path);
      expect(page.body.next_cursor).toEqual(expect.any(String));
      expect(new URL(nextOf(page)!).searchParams.get("cursor")).toBe(page.body.next_cursor);
    }
  });

  it("refuses a cursor holding a lone surrogate or NUL, and one another list gave, with 400", async () => {
    const raw = (json: string) => Buffer.from(json).toString("base64url");
    const exams = (await as.admin("GET", "/api/exams?limit=1")).body.next_cursor;
    const audit = (await as.admin("GET", "/api/audit?limit=1")).body.next_cursor;
    const questions = (await as.admin("GET", "/api/exams/questions-db?limit=1&sort=-updated_at")).body.next_cursor;
    for (const path of [
      `/api/disciplines?cursor=${raw('["\\ud800",1]')}`,
      `/api/disciplines?cursor=${raw('["disciplines","\\ud800",1]')}`,
      `/api/disciplines?cursor=${raw('["disciplines","a\\u0000",1]')}`,
      `/api/exams/questions-db?limit=1&sort=-updated_at&cursor=${exams}`,
      `/api/exams/questions-db?limit=1&sort=-created_at&cursor=${questions}`,
      `/api/audit?limit=1&cursor=${exams}`,
      `/api/exams?limit=1&cursor=${audit}`,
    ]) {
      const refused = await as.admin("GET", path);
      expect([refused.status, refused.body?.error?.reason], path).toEqual([400, "invalid_cursor"]);
    }
    expect((await as.admin("GET", `/api/exams/questions-db?limit=1&sort=-updated_at&cursor=${questions}`)).status).toBe(
      200,
    );
  });

  it("refuses a forged cursor or a page size out of bounds with 400 and a stable code", async () => {
    const blockCursor = Buffer.from(JSON.stringify([new Date().toISOString(), crypto.randomUUID()])).toString(
      "base64url",
    );
    const outOfRange = Buffer.from(JSON.stringify(["a", 2 ** 40])).toString("base64url");
    for (const path of [
      "/api/disciplines?cursor=not-a-cursor",
      `/api/disciplines?cursor=${outOfRange}`,
      `/api/disciplines?limit=5&cursor=${blockCursor}`,
      "/api/exams/users?limit=5&cursor=WyJ4Il0",
      "/api/bookings/availability-blocks?cursor=bnVsbA",
      "/api/exams?cursor=e30",
    ]) {
      const refused = await as.admin("GET", path);
      expect(refused.status, path).toBe(400);
      expect(refused.body.error, path).toMatchObject({
        code: "BAD_REQUEST",
        reason: "invalid_cursor",
        issues: [{ path: ["cursor"], code: "invalid_cursor" }],
      });
    }
    for (const limit of [0, 1001, "x"]) {
      expect((await as.admin("GET", `/api/disciplines?limit=${limit}`)).status).toBe(400);
    }
  });
});
