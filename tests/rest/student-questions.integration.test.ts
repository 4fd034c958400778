import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { jsonClient, type JsonClient } from "../support/http";
import { startRestServer } from "../support/rest-server";

type Answer = Awaited<ReturnType<JsonClient>>;
const nextOf = (answer: Answer) => /^<([^>]+)>; rel="next"$/.exec(answer.headers.get("link") ?? "")?.[1] ?? null;
const ids = (answer: Answer) => (answer.body.items as { id: string }[]).map((q) => q.id);

describeEachDatabase("GET /api/student-questions over HTTP", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let ana: JsonClient;
  let tiago: JsonClient;
  let sofia: JsonClient;
  beforeAll(async () => {
    const { prisma } = database();
    server = await startRestServer(testDeps(database()));
    ana = jsonClient(server.url, await bearer(prisma, demo.ana));
    tiago = jsonClient(server.url, await bearer(prisma, demo.tiago));
    sofia = jsonClient(server.url, await bearer(prisma, demo.sofia));
  });
  afterAll(() => server.close());

  it("pages the waiting questions oldest first by the Link header and by next_cursor alike", async () => {
    const path = "/api/student-questions?status=WAITING,IN_PROGRESS&sort=created_at";
    const whole = await ana("GET", `${path}&limit=100`);
    expect(whole.status).toBe(200);
    expect(whole.body.items.length).toBeGreaterThan(3);
    const created = (whole.body.items as { created_at: string }[]).map((q) => Date.parse(q.created_at));
    expect(created).toEqual([...created].sort((a, b) => a - b));

    const first = await ana("GET", `${path}&limit=2`);
    const next = nextOf(first);
    expect(next).toContain(`cursor=${first.body.next_cursor}`);
    const byLink = await ana("GET", next!.slice(server.url.length));
    const byCursor = await ana("GET", `${path}&limit=2&cursor=${first.body.next_cursor}`);
    expect(ids(byLink)).toEqual(ids(byCursor));
    expect([...ids(first), ...ids(byLink)]).toEqual(ids(whole).slice(0, 4));
  });

  it("sorts by teacher with the questions no teacher took last, its Link carrying the sort to the next page", async () => {
    /** Every page, following the Link header. */
    const walk = async (limit: number) => {
      const pages: { id: string; teacher: { name: string } | null }[] = [];
      let answer = await ana("GET", `/api/student-questions?sort=-teacher&limit=${limit}`);
      for (;;) {
        expect(answer.status).toBe(200);
        pages.push(...answer.body.items);
        const next = nextOf(answer);
        if (!next) return pages;
        expect(next).toContain("sort=-teacher");
        answer = await ana("GET", next.slice(server.url.length));
      }
    };
    const whole = await walk(100);
    const teachers = whole.map((q) => q.teacher?.name ?? null);
    const named = teachers.filter((name) => name !== null);
    expect(named.length).toBeGreaterThan(0);
    expect(teachers.slice(named.length).every((name) => name === null)).toBe(true);
    expect(teachers.at(-1)).toBeNull();
    expect(new Set(named).size).toBeGreaterThan(1);
    expect((await walk(37)).map((q) => q.id)).toEqual(whole.map((q) => q.id));
  });

  it("answers a teacher with their groups' questions and refuses a student", async () => {
    const theirs = await tiago("GET", "/api/student-questions?limit=100");
    expect(theirs.status).toBe(200);
    expect(theirs.body.items.length).toBeGreaterThan(0);
    expect((await sofia("GET", "/api/student-questions")).status).toBe(403);
  });

  it("says what is wrong with a bad filter or cursor, as JSON", async () => {
    const status = await ana("GET", "/api/student-questions?status=WAITING,LOST");
    expect(status.status).toBe(400);
    expect(status.body.error.issues).toEqual([
      expect.objectContaining({ path: expect.arrayContaining(["status", 1]) }),
    ]);
    const sort = await ana("GET", "/api/student-questions?sort=age");
    expect(sort).toMatchObject({
      status: 400,
      body: { error: { issues: [expect.objectContaining({ path: ["sort"] })] } },
    });
    const cursor = await ana("GET", "/api/student-questions?cursor=forged");
    expect(cursor).toMatchObject({ status: 400, body: { error: { reason: "invalid_cursor" } } });
  });
});
