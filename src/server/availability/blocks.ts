import type { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import type { AppDeps } from "@/server/app-deps";
import { recordAudit } from "@/server/audit/record";
import { bookingSnapshot } from "@/server/bookings/audit-snapshot";
import { DomainError, notFound } from "@/server/errors/domain-error";
import { overlappingBookings } from "@/server/bookings/overlapping-bookings";
import type { Scope } from "@/server/scope/scope";
import { assertManagesTeacher, manageableTeachers } from "@/server/teachers/access";
import { lockTeacher } from "@/server/teachers/lock-teacher";
import { blockSnapshot, teacherSchoolIds } from "./audit-snapshot";
import { blockInclude, toBlockOutput } from "./read-blocks";
import { maxBlockDays, type createBlockInput, type listBlocksQuery, type updateBlockInput } from "./schema";

type Tx = Prisma.TransactionClient;

/** The start and end of the current year in a time zone, as instants. */
export function currentYear(timeZone: string, now = new Date()): { start: Date; end: Date } {
  const year = Number(new Intl.DateTimeFormat("en", { timeZone, year: "numeric" }).format(now));
  const offsetAt = (utc: number) => {
    const local = new Date(new Date(utc).toLocaleString("en-US", { timeZone })).getTime();
    return local - new Date(new Date(utc).toLocaleString("en-US", { timeZone: "UTC" })).getTime();
  };
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  return { start: new Date(start - offsetAt(start)), end: new Date(end - offsetAt(end) - 1) };
}

/** GET /bookings/availability-blocks: blocks overlapping the range, of the teachers the caller manages. */
export async function listBlocks(deps: AppDeps, scope: Scope, query: z.output<typeof listBlocksQuery>) {
  if (query.teacher_id) await assertManagesTeacher(deps.db.prisma, scope, query.teacher_id);
  const school = scope.schoolIds[0] ? await deps.db.prisma.school.findUnique({ where: { id: scope.schoolIds[0] }, select: { timeZone: true } }) : null;
  const year = currentYear(school?.timeZone ?? "America/Sao_Paulo");
  const start = query.start_date === undefined ? year.start : new Date(query.start_date);
  const end = query.end_date === undefined ? year.end : new Date(query.end_date);
  if (start > end) throw new DomainError("UNPROCESSABLE", "start_date must not be after end_date", [{ path: ["end_date"], code: "custom", message: "Before start_date" }]);
  const rows = await deps.db.prisma.availabilityBlock.findMany({
    where: { startDate: { lt: end }, endDate: { gt: start }, teacher: manageableTeachers(scope), ...(query.teacher_id ? { teacherId: query.teacher_id } : {}) },
    include: blockInclude,
    orderBy: [{ startDate: "asc" }, { id: "asc" }],
  });
  return rows.map(toBlockOutput);
}

async function writeChecks(tx: Tx, teacherId: string, start: Date, end: Date, cancel: boolean, scope: Scope, exceptBlockId?: string) {
  await lockTeacher(tx, teacherId);
  const overlapping = await tx.availabilityBlock.findFirst({ where: { teacherId, startDate: { lt: end }, endDate: { gt: start }, ...(exceptBlockId ? { id: { not: exceptBlockId } } : {}) } });
  if (overlapping) throw new DomainError("CONFLICT", "The teacher already has a block that overlaps this time", [{ path: ["start_date"], code: "overlap", message: overlapping.id }]);
  const inside = await overlappingBookings(tx, teacherId, start, end);
  if (cancel && inside.length) {
    const cancelled = { cancelledAt: new Date(), cancelledById: scope.user.id };
    await tx.booking.updateMany({ where: { id: { in: inside.map((b) => b.id) } }, data: cancelled });
    await recordAudit(
      tx,
      scope.user,
      ...inside.map((b) => ({ action: "booking.cancel" as const, entityId: b.id, schoolIds: [b.schoolId], before: bookingSnapshot(b), after: bookingSnapshot({ ...b, ...cancelled }) })),
    );
  }
  return inside.map((b) => ({ id: b.id, scheduled_for: b.scheduledFor.toISOString(), student_name: `${b.student.firstName} ${b.student.lastName}`, cancelled: cancel }));
}

export async function createBlock(deps: AppDeps, scope: Scope, input: z.output<typeof createBlockInput>) {
  return deps.db.prisma.$transaction(async (tx) => {
    await assertManagesTeacher(tx, scope, input.teacher_id);
    const start = new Date(input.start_date);
    const end = new Date(input.end_date);
    const conflicts = await writeChecks(tx, input.teacher_id, start, end, input.cancel_conflicts, scope);
    const row = await tx.availabilityBlock.create({ data: { teacherId: input.teacher_id, startDate: start, endDate: end, reason: input.reason, createdById: scope.user.id }, include: blockInclude });
    await recordAudit(tx, scope.user, { action: "availability_block.create", entityId: row.id, schoolIds: await teacherSchoolIds(tx, row.teacherId), after: blockSnapshot(row) });
    return { ...toBlockOutput(row), conflicts };
  });
}

/** Locks a block, so that its audit entry's "before" is the state the write replaced. */
async function lockedBlock(tx: Tx, id: string) {
  await tx.$queryRaw`SELECT id FROM availability_blocks WHERE id = ${id}::uuid FOR UPDATE`;
  return tx.availabilityBlock.findUnique({ where: { id } });
}

export async function updateBlock(deps: AppDeps, scope: Scope, id: string, input: z.output<typeof updateBlockInput>) {
  return deps.db.prisma.$transaction(async (tx) => {
    const current = await lockedBlock(tx, id);
    if (!current) throw notFound("Availability block");
    await assertManagesTeacher(tx, scope, current.teacherId);
    const start = input.start_date === undefined ? current.startDate : new Date(input.start_date);
    const end = input.end_date === undefined ? current.endDate : new Date(input.end_date);
    if (start >= end || end.getTime() - start.getTime() > maxBlockDays * 86_400_000) {
      throw new DomainError("UNPROCESSABLE", `The block must start before it ends and last at most ${maxBlockDays} days`, [{ path: ["end_date"], code: "custom", message: "Invalid window" }]);
    }
    const conflicts = await writeChecks(tx, current.teacherId, start, end, input.cancel_conflicts, scope, id);
    const row = await tx.availabilityBlock.update({ where: { id }, data: { startDate: start, endDate: end, reason: input.reason }, include: blockInclude });
    await recordAudit(tx, scope.user, { action: "availability_block.update", entityId: id, schoolIds: await teacherSchoolIds(tx, row.teacherId), before: blockSnapshot(current), after: blockSnapshot(row) });
    return { ...toBlockOutput(row), conflicts };
  });
}

export async function deleteBlock(deps: AppDeps, scope: Scope, id: string): Promise<void> {
  await deps.db.prisma.$transaction(async (tx) => {
    const current = await lockedBlock(tx, id);
    if (!current) throw notFound("Availability block");
    await assertManagesTeacher(tx, scope, current.teacherId);
    await tx.availabilityBlock.delete({ where: { id } });
    await recordAudit(tx, scope.user, { action: "availability_block.delete", entityId: id, schoolIds: await teacherSchoolIds(tx, current.teacherId), before: blockSnapshot(current) });
  });
}
