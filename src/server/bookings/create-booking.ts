import type { z } from "zod";
import type { ExpressionBuilder } from "kysely";
import type { DB } from "@/generated/kysely/types";
import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import { kyselyIn, type Kdb } from "@/server/db/kysely";
import { DomainError } from "@/server/errors/domain-error";
import { assertReachable } from "@/server/scope/assert-reachable";
import { groupInScope, schoolInScope } from "@/server/scope/predicates";
import { readableDisciplineIds } from "@/server/scope/readable-discipline-ids";
import type { Scope } from "@/server/scope/scope";
import { assertManagesTeacher } from "@/server/teachers/access";
import { lockTeacher } from "@/server/teachers/lock-teacher";
import { bookingSnapshot } from "./audit-snapshot";
import { toBookingOutput } from "./booking-output";
import { overlappingBookings } from "./overlapping-bookings";
import type { bookingOutput, createBookingInput } from "./schema";
import type { ErrorCodeName } from "@/lib/errors/error-codes";

type BookingInput = z.output<typeof createBookingInput>;

const conflict = (reason: ErrorCodeName, message: string) => new DomainError("CONFLICT", reason, message);

/** Weekday (0 = Sunday) and minute of the day of an instant in a time zone. */
function localSlot(date: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday!);
  return { weekday, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/**
 * Every id of the body inside the caller's access, else 403 whether it is another school's or
 * unknown. A teacher books students of their own groups; administrators any group of their schools.
 */
async function assertBookingReachable(kysely: Kdb, scope: Scope, input: BookingInput): Promise<void> {
  const teacher = scope.role === "TEACHER";
  const groupOk = (eb: ExpressionBuilder<DB, "groups">) =>
    teacher ? groupInScope(scope, eb.ref("groups.id")) : schoolInScope(scope, eb.ref("groups.school_id"), "admin");
  const ids = async <T>(rows: Promise<{ id: T }[]>) => (await rows).map((row) => row.id);
  await assertReachable(scope, "group_id", [input.group_id], (id) =>
    ids(kysely.selectFrom("groups").select("groups.id").where("groups.id", "in", id).where(groupOk).execute()),
  );
  await assertReachable(scope, "student_id", [input.student_id], (id) =>
    ids(
      kysely
        .selectFrom("users")
        .select("users.id")
        .where("users.id", "in", id)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("group_memberships as gm")
              .innerJoin("groups", "groups.id", "gm.group_id")
              .select(eb.lit(1).as("one"))
              .whereRef("gm.user_id", "=", "users.id")
              .where(groupOk),
          ),
        )
        .execute(),
    ),
  );
  await assertReachable(scope, "discipline_id", [input.discipline_id], (id) =>
    readableDisciplineIds(kysely, scope, id),
  );
  await assertReachable(scope, "room_id", input.room_id ? [input.room_id] : [], (id) =>
    ids(
      kysely
        .selectFrom("booking_rooms as r")
        .select("r.id")
        .where("r.id", "in", id)
        .where((eb) => schoolInScope(scope, eb.ref("r.school_id"), teacher ? "read" : "admin"))
        .execute(),
    ),
  );
  await assertManagesTeacher(kysely, scope, input.teacher_id);
}

/**
 * Books a teacher for a student. Refused with 409 when the teacher has an availability block
 * there, another booking at that time, or no weekly schedule for the discipline covering the slot.
 * A per-teacher lock makes concurrent requests for one slot see each other: exactly one wins.
 */
export async function createBooking(ctx: Ctx, input: BookingInput): Promise<z.input<typeof bookingOutput>> {
  const { scope } = ctx;
  return ctx.db.prisma.$transaction(async (tx) => {
    const k = kyselyIn(tx);
    await assertBookingReachable(k, scope, input);
    const group = await k
      .selectFrom("groups")
      .innerJoin("schools", "schools.id", "groups.school_id")
      .select((eb) => [
        "groups.school_id",
        "schools.time_zone",
        eb
          .exists(
            eb
              .selectFrom("group_memberships as gm")
              .select(eb.lit(1).as("one"))
              .whereRef("gm.group_id", "=", "groups.id")
              .where("gm.user_id", "=", input.student_id),
          )
          .as("has_student"),
        eb
          .exists(
            eb
              .selectFrom("group_disciplines as gd")
              .select(eb.lit(1).as("one"))
              .whereRef("gd.group_id", "=", "groups.id")
              .where("gd.discipline_id", "=", input.discipline_id),
          )
          .as("has_discipline"),
      ])
      .where("groups.id", "=", input.group_id)
      .executeTakeFirst();
    if (!group?.has_student || !group.has_discipline) {
      const [path, message] = !group?.has_student
        ? (["student_id", "The student is not a member of the group"] as const)
        : (["discipline_id", "The group does not have the discipline"] as const);
      throw new DomainError("UNPROCESSABLE", "booking_student_not_in_group", message, {
        issues: [{ path: [path], code: "booking_student_not_in_group", message }],
      });
    }
    if (input.room_id && !(await tx.bookingRoom.count({ where: { id: input.room_id, schoolId: group.school_id } }))) {
      const issue = { path: ["room_id"], code: "room_mismatch" as const, message: input.room_id };
      throw new DomainError("UNPROCESSABLE", "room_mismatch", "The room must be one of the group's school", {
        issues: [{ ...issue, params: { id: input.room_id } }],
      });
    }
    const start = new Date(input.scheduled_for);
    const end = new Date(input.scheduled_for + input.duration_minutes * 60_000);
    await lockTeacher(tx, input.teacher_id);

    if (
      await tx.availabilityBlock.count({
        where: { teacherId: input.teacher_id, startDate: { lt: end }, endDate: { gt: start } },
      })
    )
      throw conflict("teacher_blocked", "The teacher is not available then (availability block)");
    if ((await overlappingBookings(k, input.teacher_id, start, end)).length) {
      throw conflict("booking_overlap", "The teacher already has a booking at that time");
    }
    const from = localSlot(start, group.time_zone);
    const to = localSlot(new Date(end.getTime() - 1), group.time_zone);
    const covered =
      from.weekday === to.weekday &&
      (await tx.teacherSchedule.count({
        where: {
          teacherId: input.teacher_id,
          disciplineId: input.discipline_id,
          schoolId: group.school_id,
          weekday: from.weekday,
          startMinute: { lte: from.minute },
          endMinute: { gt: to.minute },
        },
      })) > 0;
    if (!covered)
      throw conflict("outside_schedule", "The slot is outside the teacher's weekly schedule for this discipline");

    const booking = await tx.booking.create({
      data: {
        schoolId: group.school_id,
        groupId: input.group_id,
        studentId: input.student_id,
        teacherId: input.teacher_id,
        disciplineId: input.discipline_id,
        scheduledFor: start,
        durationMinutes: input.duration_minutes,
        roomId: input.room_id ?? null,
      },
    });
    await recordAudit(tx, scope.user, {
      action: "booking.create",
      entityId: booking.id,
      schoolIds: [booking.schoolId],
      after: bookingSnapshot(booking),
    });
    return toBookingOutput(booking);
  });
}
