import { z } from "zod";
import { zonedDay, zonedInstant } from "@/lib/time/zoned-time";
import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import type { Tx } from "@/server/db/client";
import { kyselyIn } from "@/server/db/kysely";
import { DomainError, notFound } from "@/server/errors/domain-error";
import { keysetPage, type Page } from "@/server/http/keyset-page";
import { decodeCursor } from "@/server/http/page-cursor";
import { pageSizeOf, type OptionalPaging } from "@/server/http/page-query";
import { userTimeZone } from "@/server/time/user-time-zone";
import { teacherManaged } from "@/server/scope/predicates";
import type { Scope } from "@/server/scope/scope";
import { assertManagesTeacher } from "@/server/teachers/access";
import { lockTeacher } from "@/server/teachers/lock-teacher";
import { blockSnapshot, teacherSchoolIds } from "./audit-snapshot";
import { meetBookings, overlappingBlock } from "./block-conflicts";
import { selectBlocks, toBlockOutput } from "./read-blocks";
import { detachOccurrence } from "./series-occurrences";
import {
  maxBlockDays,
  type BlockOutput,
  type createBlockInput,
  type listBlocksQuery,
  type updateBlockInput,
} from "./schema";
import { now as appNow } from "@/server/time/now";

/** The start and end of the current year in a time zone, as instants. */
export function currentYear(timeZone: string, now = appNow()): { start: Date; end: Date } {
  const year = new Date(zonedDay(now.getTime(), timeZone).dayMs).getUTCFullYear();
  const start = zonedInstant(Date.UTC(year, 0, 1), 0, timeZone);
  const end = zonedInstant(Date.UTC(year + 1, 0, 1), 0, timeZone);
  return { start: new Date(start), end: new Date(end - 1) };
}

/** Where a page of blocks ends: the list's order, by start and then id. */
const position = z.tuple([z.iso.datetime(), z.uuid()]);

/**
 * GET /bookings/availability-blocks: blocks overlapping the range, of the teachers the caller
 * manages; all of them unless a page is asked for.
 */
export async function listBlocks(
  ctx: Ctx,
  query: z.output<typeof listBlocksQuery>,
  paging: OptionalPaging = {},
): Promise<Page<BlockOutput>> {
  const { db, scope } = ctx;
  if (query.teacher_id) await assertManagesTeacher(db.kysely, scope, query.teacher_id);
  const year = currentYear(await userTimeZone(db, scope.user.id));
  const start = query.start_date === undefined ? year.start : new Date(query.start_date);
  const end = query.end_date === undefined ? year.end : new Date(query.end_date);
  if (start > end)
    throw new DomainError("UNPROCESSABLE", "end_before_start", "start_date must not be after end_date", {
      issues: [{ path: ["end_date"], code: "end_before_start", message: "Before start_date" }],
    });
  let blocks = selectBlocks(db.kysely)
    .where("b.start_date", "<", end)
    .where("b.end_date", ">", start)
    .where(teacherManaged(scope));
  if (query.teacher_id) blocks = blocks.where("b.teacher_id", "=", query.teacher_id);
  if (paging.cursor) {
    const [at, id] = decodeCursor(paging.cursor, "availability-blocks", position);
    blocks = blocks.where((eb) => eb(eb.refTuple("b.start_date", "b.id"), ">", eb.tuple(new Date(at), id)));
  }
  const limit = pageSizeOf(paging);
  const rows = await blocks
    .orderBy("b.start_date")
    .orderBy("b.id")
    .$if(limit !== undefined, (q) => q.limit(limit! + 1))
    .execute();
  const page = keysetPage(rows, limit, "availability-blocks", (b) => [b.start_date.toISOString(), b.id]);
  return { items: page.items.map(toBlockOutput), next_cursor: page.next_cursor };
}

/**
 * GET /bookings/availability-blocks/{id}: one block, as the list shows it. The list's rule (teacherManaged, through
 * assertManagesTeacher): a block of a teacher the caller does not manage is 403 as on its PATCH and DELETE, an
 * unknown id 404.
 */
export async function getBlock(ctx: Ctx, { id }: { id: string }): Promise<BlockOutput> {
  const row = await selectBlocks(ctx.db.kysely).where("b.id", "=", id).executeTakeFirst();
  if (!row) throw notFound("block_not_found", "Availability block");
  await assertManagesTeacher(ctx.db.kysely, ctx.scope, row.teacher_id);
  return toBlockOutput(row);
}

async function writeChecks(
  tx: Tx,
  teacherId: string,
  start: Date,
  end: Date,
  cancel: boolean,
  scope: Scope,
  exceptBlockId?: string,
) {
  await lockTeacher(tx, teacherId);
  const overlapping = await overlappingBlock(tx, teacherId, start, end, exceptBlockId ? [exceptBlockId] : []);
  if (overlapping)
    throw new DomainError("CONFLICT", "block_overlap", "The teacher already has a block that overlaps this time", {
      issues: [
        { path: ["start_date"], code: "block_overlap", message: overlapping.id, params: { id: overlapping.id } },
      ],
    });
  return meetBookings(tx, scope, teacherId, start, end, cancel);
}

/** The output of a block this transaction wrote. */
const writtenBlock = async (tx: Tx, id: string) =>
  toBlockOutput(await selectBlocks(kyselyIn(tx)).where("b.id", "=", id).executeTakeFirstOrThrow());

export async function createBlock(ctx: Ctx, input: z.output<typeof createBlockInput>) {
  const { scope } = ctx;
  return ctx.db.prisma.$transaction(async (tx) => {
    await assertManagesTeacher(kyselyIn(tx), scope, input.teacher_id);
    const start = new Date(input.start_date);
    const end = new Date(input.end_date);
    const conflicts = await writeChecks(tx, input.teacher_id, start, end, input.cancel_conflicts, scope);
    const row = await tx.availabilityBlock.create({
      data: {
        teacherId: input.teacher_id,
        startDate: start,
        endDate: end,
        reason: input.reason,
        createdById: scope.user.id,
      },
    });
    await recordAudit(tx, scope.user, {
      action: "availability_block.create",
      entityId: row.id,
      schoolIds: await teacherSchoolIds(tx, row.teacherId),
      after: blockSnapshot(row),
    });
    return { ...(await writtenBlock(tx, row.id)), conflicts };
  });
}

/** Locks a block, so that its audit entry's "before" is the state the write replaced. */
async function lockedBlock(tx: Tx, id: string) {
  await kyselyIn(tx).selectFrom("availability_blocks").select("id").where("id", "=", id).forUpdate().execute();
  return tx.availabilityBlock.findUnique({ where: { id } });
}

type BlockUpdate = { id: string; data: z.output<typeof updateBlockInput> };

export async function updateBlock(ctx: Ctx, { id, data: input }: BlockUpdate) {
  const { scope } = ctx;
  return ctx.db.prisma.$transaction(async (tx) => {
    const current = await lockedBlock(tx, id);
    if (!current) throw notFound("block_not_found", "Availability block");
    await assertManagesTeacher(kyselyIn(tx), scope, current.teacherId);
    const start = input.start_date === undefined ? current.startDate : new Date(input.start_date);
    const end = input.end_date === undefined ? current.endDate : new Date(input.end_date);
    if (start >= end || end.getTime() - start.getTime() > maxBlockDays * 86_400_000) {
      const [reason, message] =
        start >= end
          ? (["end_not_after_start", "end_date must be after start_date"] as const)
          : (["block_too_long", `A block lasts at most ${maxBlockDays} days`] as const);
      const params = { days: maxBlockDays };
      throw new DomainError("UNPROCESSABLE", reason, message, {
        params,
        issues: [{ path: ["end_date"], code: reason, message, params }],
      });
    }
    const conflicts = await writeChecks(tx, current.teacherId, start, end, input.cancel_conflicts, scope, id);
    await detachOccurrence(tx, current);
    const data = { startDate: start, endDate: end, reason: input.reason, seriesId: null };
    const row = await tx.availabilityBlock.update({ where: { id }, data });
    await recordAudit(tx, scope.user, {
      action: "availability_block.update",
      entityId: id,
      schoolIds: await teacherSchoolIds(tx, row.teacherId),
      before: blockSnapshot(current),
      after: blockSnapshot(row),
    });
    return { ...(await writtenBlock(tx, row.id)), conflicts };
  });
}

export async function deleteBlock(ctx: Ctx, { id }: { id: string }): Promise<void> {
  const { scope } = ctx;
  await ctx.db.prisma.$transaction(async (tx) => {
    const current = await lockedBlock(tx, id);
    if (!current) throw notFound("block_not_found", "Availability block");
    await assertManagesTeacher(kyselyIn(tx), scope, current.teacherId);
    await detachOccurrence(tx, current);
    await tx.availabilityBlock.delete({ where: { id } });
    await recordAudit(tx, scope.user, {
      action: "availability_block.delete",
      entityId: id,
      schoolIds: await teacherSchoolIds(tx, current.teacherId),
      before: blockSnapshot(current),
    });
  });
}
