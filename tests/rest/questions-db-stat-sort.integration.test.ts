import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { eventLogWorld } from "../support/event-log";
import { jsonClient, type JsonClient } from "../support/http";
import { startRestServer } from "../support/rest-server";

type Item = { id: string; times_seen: number; times_answered: number; first_attempt_facility: number | null };
const statKeys = ["times_seen", "times_answered", "first_attempt_facility"] as const;

describeEachDatabase("question list sorted by a statistic, in SQL, page by page", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let ana: JsonClient;
  let tag: string;
  beforeAll(async () => {
    const { prisma } = database();
    server = await startRestServer(testDeps(database()));
    ana = jsonClient(server.url, await bearer(prisma, demo.ana));
    const world = await eventLogWorld(prisma);
    const { fx } = world;
    tag = world.questions[0]!.description.split(" ")[1]!;
    // Three more questions with no event: ties that only the id orders.
    for (const n of [5, 6, 7]) {
      await prisma.bankQuestion.create({
        data: {
          schoolId: fx.aurora.id,
          disciplineId: fx.discipline.id,
          subjectId: fx.subject.id,
          type: "CONTENT",
          description: `Q${n} ${tag}`,
          source: "Teste",
        },
      });
    }
    await world.log([
      [1, "QUESTION_VIEW", 0],
      [2, "QUESTION_VIEW", 0],
      [3, "QUESTION_VIEW", 0],
      [4, "WRONG_ANSWER", 0],
      [5, "CORRECT_ANSWER", 0],
      [6, "QUESTION_VIEW", 1],
      [7, "CORRECT_ANSWER", 1],
      [8, "QUESTION_VIEW", 3],
      [9, "QUESTION_VIEW", 3],
      [10, "CORRECT_ANSWER", 3],
      [11, "WRONG_ANSWER", 3],
    ]);
  });
  afterAll(() => server.close());

  async function allPages(sort: string, limit: number) {
    const items: Item[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page++) {
      const after = cursor ? `&cursor=${cursor}` : "";
      const url: string = `/api/exams/questions-db?q=${tag}&sort=${sort}&limit=${limit}${after}`;
      const response = await ana("GET", url);
      expect(response.status).toBe(200);
      items.push(...(response.body.items as Item[]));
      cursor = response.body.next_cursor;
      if (!cursor) return items;
    }
    throw new Error("more pages than questions");
  }

  // Every figure in the sort's direction, then the questions with none (no facility yet), in both directions.
  function expectedOrder(all: Item[], sort: string) {
    const key = sort.replace("-", "") as (typeof statKeys)[number];
    const sign = sort.startsWith("-") ? -1 : 1;
    const byId = (a: Item, b: Item) => (a.id < b.id ? -sign : sign);
    const figures = all.filter((item) => item[key] !== null);
    const none = all.filter((item) => item[key] === null);
    figures.sort((a, b) => (a[key]! - b[key]!) * sign || byId(a, b));
    return [...figures, ...none.sort(byId)].map((item) => item.id);
  }

  it.each(statKeys.flatMap((key) => [2, 3].flatMap((limit) => [[key, limit] as const, [`-${key}`, limit] as const])))(
    "pages through sort=%s, %i a page, in order, none lost or repeated",
    async (sort, limit) => {
      const all = await allPages("created_at", 100);
      expect(all).toHaveLength(7);
      const paged = await allPages(sort, limit);
      expect(paged.map((item) => item.id)).toEqual(expectedOrder(all, sort));
      expect(new Set(paged.map((item) => item.id)).size).toBe(7);
    },
  );

  it.each(["first_attempt_facility", "-first_attempt_facility"])(
    "puts the questions nobody answered last with sort=%s, across the figure's end by cursor",
    async (sort) => {
      // 3 facilities then 4 questions without one: pages of 2 end on a figure, then inside the "—" rows.
      const first = await ana("GET", `/api/exams/questions-db?q=${tag}&sort=${sort}&limit=2`);
      const second = await ana(
        "GET",
        `/api/exams/questions-db?q=${tag}&sort=${sort}&limit=2&cursor=${first.body.next_cursor}`,
      );
      const third = await ana(
        "GET",
        `/api/exams/questions-db?q=${tag}&sort=${sort}&limit=2&cursor=${second.body.next_cursor}`,
      );
      const facilities = (page: { body: { items: Item[] } }) => page.body.items.map((i) => i.first_attempt_facility);
      expect(facilities(first).every((f) => f !== null)).toBe(true);
      expect(facilities(second)[0]).not.toBeNull();
      expect(facilities(second)[1]).toBeNull();
      expect(facilities(third)).toEqual([null, null]);
      const [, value] = JSON.parse(Buffer.from(second.body.next_cursor, "base64url").toString()) as string[];
      expect(value).toBe("null");
    },
  );

  it("counts each question's statistics as the table shows them", async () => {
    const byDescription = new Map(
      (await allPages("-times_seen", 100)).map((item) => [
        (item as Item & { description: string }).description,
        [item.times_seen, item.times_answered, item.first_attempt_facility],
      ]),
    );
    expect(byDescription.get(`Q1 ${tag}`)).toEqual([3, 2, 0]);
    expect(byDescription.get(`Q2 ${tag}`)).toEqual([1, 1, 1]);
    expect(byDescription.get(`Q3 ${tag}`)).toEqual([0, 0, null]);
    expect(byDescription.get(`Q4 ${tag}`)).toEqual([2, 2, 1]);
  });

  it("refuses a cursor whose value does not fit the statistic", async () => {
    const first = await ana("GET", `/api/exams/questions-db?q=${tag}&sort=-times_answered&limit=2`);
    const [, , id] = JSON.parse(Buffer.from(first.body.next_cursor, "base64url").toString()) as string[];
    const forged = (value: string, sort: string) =>
      Buffer.from(JSON.stringify([`questions-db:${sort.replace("-", "")}`, value, id])).toString("base64url");
    for (const [sort, value] of [
      ["-times_answered", "2026-01-01T00:00:00.000Z"],
      ["-times_answered", "-1"],
      ["times_seen", "1.5"],
      ["times_seen", "1e99"],
      ["-first_attempt_facility", "abc"],
      ["-first_attempt_facility", "2"],
      ["first_attempt_facility", "-1"],
      ["times_seen", "null"],
      ["first_attempt_facility", "NaN"],
    ]) {
      const response = await ana(
        "GET",
        `/api/exams/questions-db?q=${tag}&sort=${sort}&cursor=${forged(value!, sort!)}`,
      );
      expect(response.status, `${sort} ${value}`).toBe(400);
      expect(JSON.stringify(response.body)).toContain("invalid_cursor");
    }
    expect(
      (
        await ana(
          "GET",
          `/api/exams/questions-db?q=${tag}&sort=-first_attempt_facility` +
            `&cursor=${forged("0.5", "first_attempt_facility")}`,
        )
      ).status,
    ).toBe(200);
    expect(
      (await ana("GET", `/api/exams/questions-db?q=${tag}&sort=times_seen&cursor=${forged("2", "times_seen")}`)).status,
    ).toBe(200);
  });
});
