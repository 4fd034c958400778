import type { PrismaClient } from "@/generated/prisma/client";
import { zonedDay } from "@/lib/time/zoned-time";
import { weekdayCodes } from "@/server/availability/series-schema";
import { freeSlot } from "../booking-slot";
import { questionFixtures } from "../question-fixtures";
import { nowMs } from "@/server/time/now";

/** Valid bodies by route ("METHOD path"), for routes whose rules random inputs rarely satisfy. */
export type ValidExamples = Record<string, unknown[]>;

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Bodies the seeded data accepts: a question and an exam of Escola Aurora, a block and a booking in
 * a free slot of tiago's. Broken a little (another id, a null, a wrong type), they reach the
 * services' checks and writes, where a refusal must still leave the database as it was.
 */
export async function readValidExamples(prisma: PrismaClient): Promise<ValidExamples> {
  const f = await questionFixtures(prisma);
  const bank = await prisma.bankQuestion.findMany({
    where: { schoolId: f.aurora.id, disciplineId: f.discipline.id },
    select: { id: true },
    orderBy: { id: "asc" },
    take: 3,
  });
  const slot = await freeSlot(prisma, 12);
  const now = nowMs();
  const question = {
    belongs_to: { id: f.aurora.id },
    description: "Quanto é 2 + 2?",
    discipline_id: f.discipline.id,
    subject: f.subject.id,
    type: "MULTIPLE_CHOICE",
    source: "Fuzz",
    answers: [
      { description: "4", is_correct_answer: true },
      { description: "5", is_correct_answer: false },
    ],
    question_to_groups: [{ group_ids: [f.auroraGroup.id], available_after: now, available_before: now + 7 * DAY }],
    other_subjects: f.discipline.subjects.slice(1, 2).map((s) => ({ id: s.id })),
  };
  const exam = {
    name: "Prova fuzz",
    description: "Gerada pelo fuzzer",
    exam_to_groups: [
      {
        group_ids: [f.auroraGroup.id],
        available_after: now,
        available_before: now + DAY,
        instant_answer_feedback: false,
        allow_multiple_answers: true,
        is_readonly: false,
      },
    ],
    question_ids: bank.map((q) => q.id),
  };
  const block = { teacher_id: slot.tiago.id, start_date: slot.start, end_date: slot.start + 2 * HOUR, reason: "Fuzz" };
  const later = await freeSlot(prisma, 16);
  const weekday = weekdayCodes[(new Date(zonedDay(later.start, "America/Sao_Paulo").dayMs).getUTCDay() + 6) % 7];
  const series = {
    teacher_id: later.tiago.id,
    start_date: later.start,
    end_date: later.start + HOUR,
    by_day: [weekday],
    count: 3,
    reason: "Fuzz",
  };
  const booking = {
    student_id: slot.studentId,
    teacher_id: slot.tiago.id,
    discipline_id: slot.schedule.disciplineId,
    group_id: slot.groupId,
    scheduled_for: slot.start + 7 * DAY,
    duration_minutes: 30,
  };
  return {
    "POST /api/exams/questions-db": [question, { ...question, type: "DISCURSIVE", answers: [] }],
    "PATCH /api/exams/questions-db/{questionId}": [question],
    "POST /api/exams": [exam],
    "PATCH /api/exams/{examId}": [exam],
    "POST /api/bookings/availability-blocks": [block, { ...block, cancel_conflicts: true }],
    "PATCH /api/bookings/availability-blocks/{id}": [
      { start_date: block.start_date + DAY, end_date: block.end_date + DAY },
    ],
    "POST /api/bookings/availability-series/preview": [series],
    "POST /api/bookings/availability-series": [
      series,
      { ...series, count: undefined, until: series.start_date + DAY * 15 },
    ],
    "PATCH /api/bookings/availability-series/{id}": [{ by_day: ["MO", "WE"], count: 2 }],
    "POST /api/bookings": [booking],
    "POST /api/reports/groups-usage": [
      {
        start_date: now - 90 * DAY,
        end_date: now,
        group_ids: [f.auroraGroup.id],
        show_disciplines: true,
        show_teachers: true,
      },
    ],
  };
}
