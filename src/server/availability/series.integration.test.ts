import { expect, it } from "vitest";
import { zonedDay } from "@/lib/time/zoned-time";
import { createBooking } from "@/server/bookings/create-booking";
import { demo, demoUser } from "../../../tests/support/accounts";
import { freeSlot } from "../../../tests/support/booking-slot";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testCtx, testDeps } from "../../../tests/support/deps";
import { deleteBlock, listBlocks, updateBlock } from "./blocks";
import { weekdayCodes } from "./series-schema";
import { createSeries, deleteSeries, getSeries, previewSeries, updateSeries } from "./series";
import { now as appNow } from "@/server/time/now";

const week = 7 * 86_400_000;
const hour = 3_600_000;
const saoPaulo = "America/Sao_Paulo";
const codeOf = (ms: number, timeZone: string) =>
  weekdayCodes[(new Date(zonedDay(ms, timeZone).dayMs).getUTCDay() + 6) % 7]!;

describeEachDatabase("weekly recurring blocks", (database) => {
  const ctxOf = async (email: string) => testCtx(testDeps(database()), await demoUser(database().prisma, email));

  /** Tiago's weekly schedule slot `weeksAhead` weeks on, a student to book, and a series on that weekday. */
  async function setUp(weeksAhead: number) {
    const slot = await freeSlot(database().prisma, weeksAhead);
    const tiago = await ctxOf(demo.tiago);
    const series = {
      teacher_id: slot.tiago.id,
      start_date: slot.start,
      end_date: slot.start + hour,
      by_day: [codeOf(slot.start, saoPaulo)],
      reason: "Reunião semanal",
      cancel_conflicts: false,
      excluded_days: [] as string[],
    };
    return { slot, tiago, series };
  }

  it("creates one block per occurrence (count), listed as the spec's block records, and audits them", async () => {
    const { prisma } = database();
    const { tiago, series } = await setUp(100);
    const created = await createSeries(tiago, { ...series, count: 4 });
    expect(created.rrule).toBe(`FREQ=WEEKLY;WKST=MO;BYDAY=${series.by_day[0]};COUNT=4`);
    expect(created.occurrences.map((o) => Date.parse(o.start_date))).toEqual(
      [0, 1, 2, 3].map((i) => series.start_date + i * week),
    );
    const { items: listed } = await listBlocks(tiago, {
      teacher_id: series.teacher_id,
      start_date: series.start_date,
      end_date: series.start_date + 4 * week,
    });
    expect(listed.map((b) => b.id)).toEqual(created.occurrences.map((o) => o.id));
    expect(Object.keys(listed[0]!)).toEqual([
      "id",
      "start_date",
      "end_date",
      "reason",
      "created_at",
      "teacher",
      "created_by",
    ]);
    const audit = await prisma.auditEntry.findMany({
      where: { entityId: { in: [created.id, ...listed.map((b) => b.id)] } },
    });
    expect(audit.map((a) => a.action).sort()).toEqual([
      ...Array(4).fill("availability_block.create"),
      "availability_series.create",
    ]);
  });

  it("creates occurrences until a date, two weekdays a week", async () => {
    const { tiago, series } = await setUp(104);
    const next = codeOf(series.start_date + 2 * 86_400_000, saoPaulo);
    const until = series.start_date + 2 * week + 2 * 86_400_000;
    const created = await createSeries(tiago, { ...series, by_day: [series.by_day[0]!, next], until });
    expect(created.occurrences.map((o) => (Date.parse(o.start_date) - series.start_date) / 86_400_000)).toEqual([
      0, 2, 7, 9, 14, 16,
    ]);
    expect(created.until).toBe(new Date(until).toISOString());
    expect(created.count).toBeNull();
  });

  it("keeps the wall clock across a DST change of the school's zone", async () => {
    const { prisma } = database();
    const { tiago, slot } = await setUp(0);
    const school = await prisma.school.findFirstOrThrow({
      where: { memberships: { some: { userId: slot.tiago.id } } },
    });
    const newYork = "America/New_York";
    await prisma.school.update({ where: { id: school.id }, data: { timeZone: newYork } });
    try {
      // 14:00 in New York on a Tuesday in late October, four weeks: the clocks go back on the first Sunday of November.
      const year = appNow().getUTCFullYear() + 3;
      const october = Date.UTC(year, 9, 20, 18);
      const first = october + ((2 - new Date(october).getUTCDay() + 7) % 7) * 86_400_000;
      const created = await createSeries(tiago, {
        teacher_id: slot.tiago.id,
        start_date: first,
        end_date: first + hour,
        by_day: ["TU"],
        count: 4,
        reason: "DST",
        cancel_conflicts: false,
        excluded_days: [],
      });
      const starts = created.occurrences.map((o) => Date.parse(o.start_date));
      expect(starts.map((s) => zonedDay(s, newYork).minute)).toEqual([840, 840, 840, 840]);
      expect(new Set(starts.map((s) => new Date(s).getUTCHours()))).toEqual(new Set([18, 19]));
      expect(created.time_zone).toBe(newYork);
    } finally {
      await prisma.school.update({ where: { id: school.id }, data: { timeZone: school.timeZone } });
    }
  });

  it("refuses the whole series for one overlapping occurrence, naming it; the preview finds it first", async () => {
    const { prisma } = database();
    const { tiago, series, slot } = await setUp(108);
    const booked = await createBooking(await ctxOf(demo.ana), {
      student_id: slot.studentId,
      teacher_id: slot.tiago.id,
      discipline_id: slot.schedule.disciplineId,
      group_id: slot.groupId,
      scheduled_for: slot.start + week,
      duration_minutes: 30,
    });
    const third = series.start_date + 2 * week;
    await prisma.availabilityBlock.create({
      data: {
        teacherId: slot.tiago.id,
        startDate: new Date(third + 30 * 60_000),
        endDate: new Date(third + 2 * hour),
        reason: "Consulta",
        createdById: slot.tiago.id,
      },
    });
    const preview = await previewSeries(tiago, { ...series, count: 4 });
    expect(preview.occurrences.map((o) => o.overlapping_block?.reason ?? null)).toEqual([null, null, "Consulta", null]);
    expect(preview.occurrences.map((o) => o.bookings.map((b) => b.id))).toEqual([[], [booked.id], [], []]);

    const before = await prisma.availabilityBlock.count();
    const refused = createSeries(tiago, { ...series, count: 4, cancel_conflicts: true });
    await expect(refused).rejects.toMatchObject({
      status: 409,
      reason: "series_overlap",
      params: { count: 1, dates: new Date(zonedDay(third, saoPaulo).dayMs).toISOString().slice(0, 10) },
    });
    expect(await prisma.availabilityBlock.count()).toBe(before);
    expect(
      await prisma.availabilitySeries.count({
        where: { reason: series.reason, startDate: new Date(third - 2 * week) },
      }),
    ).toBe(0);
    expect((await prisma.booking.findUniqueOrThrow({ where: { id: booked.id } })).cancelledAt).toBeNull();
  });

  it("leaves out the days it is told to skip: the rest written and audited, a rewrite keeps them out", async () => {
    const { prisma } = database();
    const { tiago, series } = await setUp(120);
    const second = series.start_date + week;
    const blocking = await prisma.availabilityBlock.create({
      data: {
        teacherId: series.teacher_id,
        startDate: new Date(second),
        endDate: new Date(second + hour),
        reason: "Consulta",
        createdById: series.teacher_id,
      },
    });
    const skipped = new Date(zonedDay(second, saoPaulo).dayMs).toISOString().slice(0, 10);
    const created = await createSeries(tiago, { ...series, count: 4, excluded_days: [skipped] });
    expect(created.occurrences.map((o) => Date.parse(o.start_date))).toEqual(
      [0, 2, 3].map((i) => series.start_date + i * week),
    );
    expect(created.excluded_days).toEqual([skipped]);
    expect(created.rrule).toMatch(/;COUNT=4$/);
    const audit = await prisma.auditEntry.findMany({
      where: { entityId: { in: created.occurrences.map((o) => o.id) }, action: "availability_block.create" },
    });
    expect(audit).toHaveLength(3);
    // An hour later, the whole series still goes round the day it skipped (and the block there, an hour long).
    const moved = await updateSeries(tiago, {
      id: created.id,
      data: { start_date: series.start_date + 30 * 60_000, end_date: series.end_date, cancel_conflicts: false },
    });
    expect(moved.occurrences).toHaveLength(3);
    await prisma.availabilityBlock.delete({ where: { id: blocking.id } });
  });

  it("refuses a skipped day that is none of the rule's, and a conflict on a day it did not skip", async () => {
    const { prisma } = database();
    const { tiago, series } = await setUp(124);
    const dayOf = (ms: number) => new Date(zonedDay(ms, saoPaulo).dayMs).toISOString().slice(0, 10);
    const notADay = dayOf(series.start_date + 86_400_000);
    await expect(createSeries(tiago, { ...series, count: 4, excluded_days: [notADay] })).rejects.toMatchObject({
      status: 422,
      reason: "series_excluded_day_unknown",
      issues: [expect.objectContaining({ path: ["excluded_days", 0], params: { date: notADay } })],
    });
    const [second, third] = [1, 2].map((i) => series.start_date + i * week);
    for (const start of [second, third])
      await prisma.availabilityBlock.create({
        data: {
          teacherId: series.teacher_id,
          startDate: new Date(start!),
          endDate: new Date(start! + hour),
          reason: "Consulta",
          createdById: series.teacher_id,
        },
      });
    const before = await prisma.availabilityBlock.count();
    await expect(createSeries(tiago, { ...series, count: 4, excluded_days: [dayOf(second!)] })).rejects.toMatchObject({
      status: 409,
      reason: "series_overlap",
      params: { count: 1, dates: dayOf(third!) },
    });
    expect(await prisma.availabilityBlock.count()).toBe(before);
    const preview = await previewSeries(tiago, { ...series, count: 4, excluded_days: [dayOf(second!)] });
    expect(preview.occurrences.map((o) => o.overlapping_block?.reason ?? null)).toEqual([null, "Consulta", null]);
  });

  it("edits one occurrence (it leaves the series) or the whole series, and deletes the series", async () => {
    const { prisma } = database();
    const { tiago, series } = await setUp(112);
    const created = await createSeries(tiago, { ...series, count: 4 });
    const [first, second, third] = created.occurrences;
    await updateBlock(tiago, { id: second!.id, data: { reason: "Só esta", cancel_conflicts: false } });
    await deleteBlock(tiago, { id: third!.id });
    const afterOne = await getSeries(tiago, { id: created.id });
    expect(afterOne.occurrences.map((o) => o.id)).toEqual([first!.id, created.occurrences[3]!.id]);
    expect(afterOne.excluded_days).toHaveLength(2);

    // The whole series an hour later: the detached and the deleted occurrence stay out.
    const moved = await updateSeries(tiago, {
      id: created.id,
      data: { start_date: series.start_date + hour, end_date: series.end_date + hour, cancel_conflicts: false },
    });
    expect(moved.occurrences.map((o) => Date.parse(o.start_date))).toEqual([
      series.start_date + hour,
      series.start_date + 3 * week + hour,
    ]);
    expect((await prisma.availabilityBlock.findUniqueOrThrow({ where: { id: second!.id } })).reason).toBe("Só esta");

    await deleteSeries(tiago, { id: created.id });
    expect(await prisma.availabilitySeries.count({ where: { id: created.id } })).toBe(0);
    expect(await prisma.availabilityBlock.count({ where: { id: { in: moved.occurrences.map((o) => o.id) } } })).toBe(0);
    expect(await prisma.availabilityBlock.count({ where: { id: second!.id } })).toBe(1);
  });

  it("keeps a teacher to their own series and a school admin to their schools'", async () => {
    const { series } = await setUp(116);
    const bruno = await ctxOf(demo.bruno);
    await expect(createSeries(bruno, { ...series, count: 2 })).rejects.toMatchObject({ status: 403 });
    const created = await createSeries(await ctxOf(demo.ana), { ...series, count: 2 });
    await expect(getSeries(bruno, { id: created.id })).rejects.toMatchObject({ status: 403 });
    await expect(deleteSeries(bruno, { id: created.id })).rejects.toMatchObject({ status: 403 });
  });
});
