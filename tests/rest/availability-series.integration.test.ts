import { afterAll, beforeAll, expect, it } from "vitest";
import { zonedDay } from "@/lib/time/zoned-time";
import { weekdayCodes } from "@/server/availability/series-schema";
import { bearer, demo } from "../support/accounts";
import { freeSlot } from "../support/booking-slot";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { jsonClient, type JsonClient } from "../support/http";
import { startRestServer } from "../support/rest-server";

const hour = 3_600_000;
const week = 7 * 86_400_000;
const path = "/api/bookings/availability-series";

describeEachDatabase("weekly recurring blocks over HTTP", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let as: Record<"ana" | "bruno" | "tiago" | "sofia", JsonClient>;
  beforeAll(async () => {
    const { prisma } = database();
    server = await startRestServer(testDeps(database()));
    const client = async (email: string) => jsonClient(server.url, await bearer(prisma, email));
    as = {
      ana: await client(demo.ana),
      bruno: await client(demo.bruno),
      tiago: await client(demo.tiago),
      sofia: await client(demo.sofia),
    };
  });
  afterAll(() => server.close());

  async function body(weeksAhead: number) {
    const slot = await freeSlot(database().prisma, weeksAhead);
    const weekday = (new Date(zonedDay(slot.start, "America/Sao_Paulo").dayMs).getUTCDay() + 6) % 7;
    return {
      teacher_id: slot.tiago.id,
      start_date: slot.start,
      end_date: slot.start + 2 * hour,
      by_day: [weekdayCodes[weekday]],
      count: 4,
      reason: "Plantão semanal",
    };
  }

  it("creates a series whose occurrences GET /availability-blocks lists; edits and deletes it", async () => {
    const series = await body(130);
    const created = await as.tiago("POST", path, series);
    expect(created.status).toBe(201);
    expect(created.headers.get("location")).toBe(`${path}/${created.body.id}`);
    expect((await as.tiago("GET", created.headers.get("location")!)).body.id).toBe(created.body.id);
    expect(created.body.occurrences).toHaveLength(4);
    expect(created.body.rrule).toMatch(/^FREQ=WEEKLY;WKST=MO;BYDAY=..;COUNT=4$/);
    const end = series.start_date + 4 * week;
    const range = `start_date=${series.start_date}&end_date=${end}&teacher_id=${series.teacher_id}`;
    const blocks = await as.tiago("GET", `/api/bookings/availability-blocks?${range}`);
    expect(blocks.body.map((b: { id: string }) => b.id)).toEqual(
      created.body.occurrences.map((o: { id: string }) => o.id),
    );
    expect(blocks.body[0]).not.toHaveProperty("series_id");
    expect((await as.ana("GET", `${path}/${created.body.id}`)).body.id).toBe(created.body.id);
    expect((await as.bruno("GET", `${path}/${created.body.id}`)).status).toBe(403);
    expect((await as.sofia("GET", path)).status).toBe(403);
    const listed = await as.tiago("GET", `${path}?teacher_id=${series.teacher_id}`);
    expect(listed.body.map((s: { id: string }) => s.id)).toContain(created.body.id);

    const whole = await as.tiago("PATCH", `${path}/${created.body.id}`, {
      until: series.start_date + week,
      reason: "Plantão",
    });
    expect(whole.status).toBe(200);
    expect(whole.body.occurrences.map((o: { reason: string }) => o.reason)).toEqual(["Plantão", "Plantão"]);
    expect(whole.body.count).toBeNull();

    // A start moved to the last second of year 9999 takes its end past it (a fuzzer's 500): 400, nothing changed.
    const past = await as.tiago("PATCH", `${path}/${created.body.id}`, {
      start_date: Date.UTC(9999, 11, 31, 23, 59, 59),
      by_day: ["FR", "SA"],
      count: 100,
    });
    expect(past.status).toBe(400);
    expect(past.body.error.issues[0].path).toEqual(["start_date"]);
    expect((await as.tiago("GET", `${path}/${created.body.id}`)).body.count).toBeNull();

    expect((await as.tiago("DELETE", `${path}/${created.body.id}`)).status).toBe(204);
    expect((await as.tiago("GET", `${path}/${created.body.id}`)).status).toBe(404);
    expect((await as.tiago("GET", `/api/bookings/availability-blocks?${range}`)).body).toEqual([]);
  });

  it("previews and refuses a series with one overlapping occurrence (409, one issue per occurrence)", async () => {
    const series = await body(134);
    const single = await as.tiago("POST", "/api/bookings/availability-blocks", {
      teacher_id: series.teacher_id,
      start_date: series.start_date + week + hour,
      end_date: series.start_date + week + 3 * hour,
      reason: "Consulta",
    });
    expect(single.status).toBe(201);
    const preview = await as.tiago("POST", `${path}/preview`, series);
    expect(preview.status).toBe(200);
    expect(
      preview.body.occurrences.map(
        (o: { overlapping_block: { id: string } | null }) => o.overlapping_block?.id ?? null,
      ),
    ).toEqual([null, single.body.id, null, null]);
    const refused = await as.tiago("POST", path, series);
    expect(refused.status).toBe(409);
    expect(refused.body.error.reason).toBe("series_overlap");
    expect(refused.body.error.issues).toEqual([
      expect.objectContaining({
        code: "block_overlap",
        path: ["start_date"],
        params: expect.objectContaining({ id: single.body.id }),
      }),
    ]);
    const after = await as.tiago("GET", `${path}?teacher_id=${series.teacher_id}`);
    expect(
      after.body.filter(
        (s: { reason: string; start_date: string }) =>
          s.reason === series.reason && Date.parse(s.start_date) === series.start_date,
      ),
    ).toEqual([]);
  });

  it("refuses rules outside the subset: count and until both or neither, too long, too many, bad days", async () => {
    const series = await body(138);
    const send = (changes: object) => as.tiago("POST", path, { ...series, ...changes });
    const codes = async (changes: object) =>
      (await send(changes)).body.error.issues.map((i: { code: string }) => i.code);
    expect(await codes({ until: series.start_date + week })).toEqual(["series_end_required"]);
    expect(await codes({ count: undefined })).toEqual(["series_end_required"]);
    expect(await codes({ end_date: series.start_date + 25 * hour })).toEqual(["series_occurrence_too_long"]);
    expect(await codes({ count: undefined, until: series.start_date + 400 * 86_400_000 })).toEqual([
      "series_until_too_far",
    ]);
    expect((await send({ count: 105 })).status).toBe(400);
    expect((await send({ by_day: ["XX"] })).status).toBe(400);
    expect((await send({ by_day: [] })).status).toBe(422);
    const many = await send({
      by_day: ["MO", "TU", "WE", "TH", "FR", "SA", "SU"],
      count: undefined,
      until: series.start_date + 365 * 86_400_000,
    });
    expect(many.status).toBe(422);
    expect(many.body.error.reason).toBe("series_too_many");
  });

  it("creates a series without the days it lists in excluded_days; a refused one writes nothing", async () => {
    const series = await body(142);
    const dayOf = (ms: number) => new Date(zonedDay(ms, "America/Sao_Paulo").dayMs).toISOString().slice(0, 10);
    const [second, fourth] = [series.start_date + week, series.start_date + 3 * week];
    for (const start of [second, fourth]) {
      const block = { teacher_id: series.teacher_id, start_date: start, end_date: start + hour, reason: "Consulta" };
      expect((await as.tiago("POST", "/api/bookings/availability-blocks", block)).status).toBe(201);
    }
    const mine = async () =>
      (await as.tiago("GET", `${path}?teacher_id=${series.teacher_id}`)).body.filter(
        (s: { reason: string; start_date: string }) =>
          s.reason === series.reason && Date.parse(s.start_date) === series.start_date,
      );

    const badDay = await as.tiago("POST", path, { ...series, excluded_days: ["16/12/2026"] });
    expect(badDay.status).toBe(400);
    expect(badDay.body.error.issues[0].path).toEqual(["excluded_days", 0]);
    const notADay = await as.tiago("POST", path, { ...series, excluded_days: [dayOf(second + 86_400_000)] });
    expect(notADay.status).toBe(422);
    expect(notADay.body.error.reason).toBe("series_excluded_day_unknown");
    const oneLeft = await as.tiago("POST", path, { ...series, excluded_days: [dayOf(second)] });
    expect(oneLeft.status).toBe(409);
    expect(oneLeft.body.error.issues.map((i: { params: { date: string } }) => i.params.date)).toEqual([dayOf(fourth)]);
    expect(await mine()).toEqual([]);

    const created = await as.tiago("POST", path, { ...series, excluded_days: [dayOf(second), dayOf(fourth)] });
    expect(created.status).toBe(201);
    expect(created.body.occurrences.map((o: { start_date: string }) => Date.parse(o.start_date))).toEqual([
      series.start_date,
      series.start_date + 2 * week,
    ]);
    expect(created.body.excluded_days).toEqual([dayOf(second), dayOf(fourth)]);
    expect((await mine()).map((s: { id: string }) => s.id)).toEqual([created.body.id]);
  });
});
