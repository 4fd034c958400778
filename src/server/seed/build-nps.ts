import type { NpsKind } from "@/generated/prisma/client";
import { activeFrom } from "./build-people";
import { NPS_COMMENTS } from "./question-texts";
import { Rng, idStream } from "./random";
import { betweenAwake, minDate } from "./time";
import type { World } from "./types";

const npsScore = (rng: Rng) =>
  rng.weighted([
    [10, 0.24],
    [9, 0.22],
    [8, 0.16],
    [7, 0.11],
    [6, 0.07],
    [5, 0.06],
    [4, 0.04],
    [3, 0.03],
    [2, 0.03],
    [1, 0.02],
    [0, 0.02],
  ] as const);

/** NPS answers (general and about response time) from students, with their group, and from teachers. */
export function buildNps(world: World): void {
  const rng = Rng.stream("nps_answers");
  const newId = idStream("nps_answers");
  const { clock, rows } = world;

  const answer = (userId: string, schoolId: string, groupId: string | null, kind: NpsKind, from: Date, to: Date) => {
    if (from.getTime() >= to.getTime()) return;
    const score = npsScore(rng);
    const mood = score >= 9 ? "high" : score >= 7 ? "mid" : "low";
    rows.npsAnswers.push({
      id: newId(),
      userId,
      schoolId,
      groupId,
      kind,
      score,
      comment: rng.chance(0.3) ? rng.pick(NPS_COMMENTS[mood]) : null,
      createdAt: betweenAwake(rng, from, to),
    });
  };

  for (const student of world.students) {
    const from = activeFrom(student, clock.from);
    const to = minDate(clock.now, student.activeUntil);
    const schoolId = student.group.school.id;
    const general = student.demo
      ? 1
      : rng.weighted([
          [0, 0.45],
          [1, 0.4],
          [2, 0.15],
        ] as const);
    for (let i = 0; i < general; i++) answer(student.id, schoolId, student.group.id, "GENERAL", from, to);
    if (student.demo || rng.chance(0.35)) answer(student.id, schoolId, student.group.id, "RESPONSE_TIME", from, to);
  }
  for (const teacher of world.teachers) {
    if (rng.chance(0.5)) answer(teacher.id, teacher.school.id, null, "GENERAL", clock.from, clock.now);
  }
  rows.npsAnswers.sort((a, b) => +new Date(a.createdAt!) - +new Date(b.createdAt!));
}
