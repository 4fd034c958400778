import { z } from "zod";
import { recordAudit } from "@/server/audit/record";
import { overlappingBookings } from "@/server/bookings/overlapping-bookings";
import type { Ctx } from "@/server/context";
import type { Tx } from "@/server/db/client";
import { kyselyIn } from "@/server/db/kysely";
import { fromZodError } from "@/server/errors/from-zod";
import { notFound } from "@/server/errors/domain-error";
import { userTimeZone } from "@/server/time/user-time-zone";
import { assertManagesTeacher } from "@/server/teachers/access";
import { lockTeacher } from "@/server/teachers/lock-teacher";
import { blockSnapshot, teacherSchoolIds } from "./audit-snapshot";
import { overlappingBlock } from "./block-conflicts";
import { rruleText, type Occurrence, type SeriesRule } from "./expand-series";
import { readSeries, ruleOf } from "./series-read";
import { checkExcludedDays, checkOccurrences, occurrencesOf } from "./series-occurrences";
import {
  checkRule,
  type createSeriesInput,
  type listSeriesQuery,
  type SeriesPreview,
  type updateSeriesInput,
} from "./series-schema";
import { now as appNow } from "@/server/time/now";

type CreateInput = z.output<typeof createSeriesInput>;

type RuleInput = Omit<CreateInput, "teacher_id" | "excluded_days">;

const ruleFrom = (input: RuleInput, timeZone: string, excludedDays: readonly string[]) => ({
  start: input.start_date,
  end: input.end_date,
  timeZone,
  byDay: input.by_day,
  ...(input.count === undefined ? {} : { count: input.count }),
  ...(input.until === undefined ? {} : { until: input.until }),
  excludedDays,
});

const seriesSnapshot = (
  row: { id: string; teacherId: string; startDate: Date; durationMinutes: number },
  rule: string,
) => ({
  id: row.id,
  teacher_id: row.teacherId,
  start_date: row.startDate.toISOString(),
  duration_minutes: row.durationMinutes,
  rrule: rule,
});

/** The series' occurrences as blocks, with their audit entries; the caller has checked them. */
async function insertOccurrences(
  ctx: Ctx,
  tx: Tx,
  series: { id: string; teacherId: string; reason: string },
  occurrences: readonly Occurrence[],
) {
  const rows = await tx.availabilityBlock.createManyAndReturn({
    data: occurrences.map((o) => ({
      teacherId: series.teacherId,
      startDate: new Date(o.start),
      endDate: new Date(o.end),
      reason: series.reason,
      createdById: ctx.scope.user.id,
      seriesId: series.id,
    })),
  });
  const schoolIds = await teacherSchoolIds(tx, series.teacherId);
  await recordAudit(
    tx,
    ctx.scope.user,
    ...rows.map((row) => ({
      action: "availability_block.create" as const,
      entityId: row.id,
      schoolIds,
      after: blockSnapshot(row),
    })),
  );
}

const written = async (ctx: Ctx, tx: Tx, id: string) => {
  const [series] = await readSeries(kyselyIn(tx), ctx.scope, { id });
  if (!series) throw notFound("series_not_found", "Availability series");
  return series;
};

/** What saving the series would meet, occurrence by occurrence, without writing: the form's conflict check. */
export async function previewSeries(ctx: Ctx, input: CreateInput): Promise<SeriesPreview> {
  await assertManagesTeacher(ctx.db.kysely, ctx.scope, input.teacher_id);
  const rule = ruleFrom(input, await userTimeZone(ctx.db, input.teacher_id), input.excluded_days);
  checkExcludedDays(rule);
  const occurrences = occurrencesOf(rule);
  const result = [];
  for (const o of occurrences) {
    const [start, end] = [new Date(o.start), new Date(o.end)];
    const block = await overlappingBlock(ctx.db.prisma, input.teacher_id, start, end);
    const bookings = await overlappingBookings(ctx.db.kysely, input.teacher_id, start, end);
    result.push({
      start_date: start.toISOString(),
      end_date: end.toISOString(),
      overlapping_block: block && {
        id: block.id,
        reason: block.reason,
        start_date: block.startDate.toISOString(),
        end_date: block.endDate.toISOString(),
      },
      bookings: bookings.map((b) => ({
        id: b.id,
        scheduled_for: b.scheduledFor.toISOString(),
        student_name: `${b.studentFirstName} ${b.studentLastName}`,
      })),
    });
  }
  return { occurrences: result };
}

export async function createSeries(ctx: Ctx, input: CreateInput) {
  const { scope } = ctx;
  const timeZone = await userTimeZone(ctx.db, input.teacher_id);
  return ctx.db.prisma.$transaction(async (tx) => {
    await assertManagesTeacher(kyselyIn(tx), scope, input.teacher_id);
    await lockTeacher(tx, input.teacher_id);
    const rule: SeriesRule = ruleFrom(input, timeZone, input.excluded_days);
    checkExcludedDays(rule);
    const occurrences = occurrencesOf(rule);
    const conflicts = await checkOccurrences(tx, scope, input.teacher_id, occurrences, input.cancel_conflicts);
    const text = rruleText(rule);
    const row = await tx.availabilitySeries.create({
      data: {
        teacherId: input.teacher_id,
        startDate: new Date(input.start_date),
        durationMinutes: Math.round((input.end_date - input.start_date) / 60_000),
        timeZone,
        rrule: text,
        reason: input.reason,
        excludedDays: input.excluded_days,
        createdById: scope.user.id,
      },
    });
    await insertOccurrences(ctx, tx, row, occurrences);
    await recordAudit(tx, scope.user, {
      action: "availability_series.create",
      entityId: row.id,
      schoolIds: await teacherSchoolIds(tx, row.teacherId),
      after: seriesSnapshot(row, text),
    });
    return { ...(await written(ctx, tx, row.id)), conflicts };
  });
}

async function lockedSeries(ctx: Ctx, tx: Tx, id: string) {
  await kyselyIn(tx).selectFrom("availability_series").select("id").where("id", "=", id).forUpdate().execute();
  const row = await tx.availabilitySeries.findUnique({ where: { id } });
  if (!row) throw notFound("series_not_found", "Availability series");
  await assertManagesTeacher(kyselyIn(tx), ctx.scope, row.teacherId);
  await lockTeacher(tx, row.teacherId);
  return row;
}

/** Occurrences that have not started yet: the ones a rewrite or a delete of the series replaces. */
const futureOccurrences = (id: string, now: Date) => ({ seriesId: id, startDate: { gte: now } });

type SeriesUpdate = { id: string; data: z.output<typeof updateSeriesInput> };

/** The whole series: the occurrences that have not started are replaced by the new rule's, in one transaction. */
export async function updateSeries(ctx: Ctx, { id, data }: SeriesUpdate) {
  const { scope } = ctx;
  return ctx.db.prisma.$transaction(async (tx) => {
    const current = await lockedSeries(ctx, tx, id);
    const old = ruleOf({
      rrule: current.rrule,
      start_date: current.startDate,
      duration_minutes: current.durationMinutes,
      time_zone: current.timeZone,
      excluded_days: current.excludedDays,
    });
    const endsBy = data.count !== undefined || data.until !== undefined;
    const merged = {
      start_date: data.start_date ?? old.start,
      end_date: data.end_date ?? (data.start_date ?? old.start) + (old.end - old.start),
      by_day: data.by_day ?? [...old.byDay],
      count: endsBy ? (data.count ?? undefined) : old.count,
      until: endsBy ? (data.until ?? undefined) : old.until,
      reason: data.reason ?? current.reason,
      cancel_conflicts: data.cancel_conflicts,
    };
    const checked = z.object({}).passthrough().superRefine(checkRule).safeParse(merged);
    if (!checked.success) throw fromZodError(checked.error, data);
    const now = appNow();
    const replaced = await tx.availabilityBlock.findMany({ where: futureOccurrences(id, now) });
    await tx.availabilityBlock.deleteMany({ where: futureOccurrences(id, now) });
    const rule = ruleFrom(merged, current.timeZone, current.excludedDays);
    const occurrences = occurrencesOf(rule, now.getTime());
    const conflicts = await checkOccurrences(tx, scope, current.teacherId, occurrences, merged.cancel_conflicts);
    const text = rruleText(rule);
    const row = await tx.availabilitySeries.update({
      where: { id },
      data: {
        startDate: new Date(merged.start_date),
        durationMinutes: Math.round((merged.end_date - merged.start_date) / 60_000),
        rrule: text,
        reason: merged.reason,
      },
    });
    await insertOccurrences(ctx, tx, row, occurrences);
    const schoolIds = await teacherSchoolIds(tx, row.teacherId);
    await recordAudit(
      tx,
      scope.user,
      ...replaced.map((b) => ({
        action: "availability_block.delete" as const,
        entityId: b.id,
        schoolIds,
        before: blockSnapshot(b),
      })),
      {
        action: "availability_series.update",
        entityId: id,
        schoolIds,
        before: seriesSnapshot(current, current.rrule),
        after: seriesSnapshot(row, text),
      },
    );
    return { ...(await written(ctx, tx, id)), conflicts };
  });
}

/** The series and its occurrences that have not started; those that have stay, as single blocks. */
export async function deleteSeries(ctx: Ctx, { id }: { id: string }): Promise<void> {
  await ctx.db.prisma.$transaction(async (tx) => {
    const current = await lockedSeries(ctx, tx, id);
    const now = appNow();
    const removed = await tx.availabilityBlock.findMany({ where: futureOccurrences(id, now) });
    await tx.availabilityBlock.deleteMany({ where: futureOccurrences(id, now) });
    await tx.availabilitySeries.delete({ where: { id } });
    const schoolIds = await teacherSchoolIds(tx, current.teacherId);
    await recordAudit(
      tx,
      ctx.scope.user,
      ...removed.map((b) => ({
        action: "availability_block.delete" as const,
        entityId: b.id,
        schoolIds,
        before: blockSnapshot(b),
      })),
      { action: "availability_series.delete", entityId: id, schoolIds, before: seriesSnapshot(current, current.rrule) },
    );
  });
}

export async function listSeries(ctx: Ctx, query: z.output<typeof listSeriesQuery>) {
  if (query.teacher_id) await assertManagesTeacher(ctx.db.kysely, ctx.scope, query.teacher_id);
  return readSeries(ctx.db.kysely, ctx.scope, { teacherId: query.teacher_id });
}

/** 404 for an unknown id, 403 for a series of a teacher the caller does not manage, as for blocks. */
export async function getSeries(ctx: Ctx, { id }: { id: string }) {
  const row = await ctx.db.prisma.availabilitySeries.findUnique({ where: { id }, select: { teacherId: true } });
  if (!row) throw notFound("series_not_found", "Availability series");
  await assertManagesTeacher(ctx.db.kysely, ctx.scope, row.teacherId);
  const [series] = await readSeries(ctx.db.kysely, ctx.scope, { id });
  if (!series) throw notFound("series_not_found", "Availability series");
  return series;
}
