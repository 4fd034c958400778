import { Feature, type Prisma, type QuestionStatus } from "@/generated/prisma/client";
import { allows } from "./catalog";
import { studentRating } from "./build-bookings";
import { activeFrom } from "./build-people";
import {
  ANSWER_CLOSINGS,
  ANSWER_OPENINGS,
  COMMENTS_BY_RATING,
  REPLIES,
  REPLY_ANSWERS,
  STUDENT_QUESTIONS,
} from "./question-texts";
import { Rng, idStream } from "./random";
import { HOUR, addMinutes, between, betweenAwake, minDate } from "./time";
import { disciplineOf, subjectsOf, type StudentInfo, type World } from "./types";

type Forced = { createdAt: Date; status: QuestionStatus };

/** Students' questions to teachers, in every status, with a consistent timeline. */
export function buildStudentQuestions(world: World): void {
  const rng = Rng.stream("student_questions");
  const newId = idStream("student_questions");
  const { clock } = world;

  for (const student of world.students) {
    if (student.demo) {
      // The demo student has one question in each status, at fixed distances from "now".
      const forced: [QuestionStatus, number][] = [
        ["WAITING", 3],
        ["IN_PROGRESS", 2],
        ["ANSWERED", 5 * 24],
        ["REPLIED", 10 * 24],
        ["FINISHED", 30 * 24],
        ["CANCELLED", 40 * 24],
      ];
      for (const [status, hoursAgo] of forced)
        add(student, { status, createdAt: new Date(clock.now.getTime() - hoursAgo * HOUR) });
    }
    const count = rng.count(world.plan.rates.questionsPerStudent * student.activity);
    const from = activeFrom(student, clock.from);
    const to = minDate(clock.now, student.activeUntil);
    if (from.getTime() >= to.getTime()) continue;
    for (let i = 0; i < count; i++) add(student, undefined, betweenAwake(rng, from, to));
    // Questions of the last hours, some of which are still waiting or being answered.
    if (to.getTime() === clock.now.getTime() && rng.chance(0.06 * student.activity)) {
      add(student, undefined, between(rng, addMinutes(clock.now, -18 * 60), addMinutes(clock.now, -5)));
    }
  }
  world.rows.studentQuestions.sort((a, b) => +new Date(a.createdAt!) - +new Date(b.createdAt!));

  function add(student: StudentInfo, forced?: Forced, at?: Date): void {
    const group = student.group;
    const teachable = group.disciplineIds.filter((d) => group.teachers.some((t) => t.disciplineIds.includes(d)));
    if (teachable.length === 0) return;
    const discipline = disciplineOf(world, rng.pick(teachable));
    const qa = rng.pick(STUDENT_QUESTIONS[discipline.key]);
    const subject = subjectsOf(world, discipline.id).find((s) => s.name === qa.s);
    if (!subject) throw new Error(`subject ${qa.s} is not a subject of ${discipline.name}`);
    const createdAt = forced?.createdAt ?? at ?? clock.now;
    const canReply = allows(discipline, Feature.SEND_REPLY);
    const row: Prisma.StudentQuestionCreateManyInput = {
      id: newId(),
      studentId: student.id,
      groupId: group.id,
      disciplineId: discipline.id,
      subjectId: subject.id,
      status: "WAITING",
      createdAt,
      anonymous: allows(discipline, Feature.ANONYMOUS_MODE) && rng.chance(0.12),
      description: qa.q,
      hasSeenAnswer: false,
    };
    world.rows.studentQuestions.push(row);

    // A few questions are never taken, or taken and left unanswered: the backlog.
    let fate: QuestionStatus =
      forced?.status ??
      rng.weighted([
        ["WAITING", 0.015],
        ["IN_PROGRESS", 0.01],
        ["CANCELLED", 0.06],
        ["ANSWERED", 0.17],
        ["REPLIED", 0.07],
        ["FINISHED", 0.675],
      ] as const);
    if (fate === "REPLIED" && !canReply) fate = "ANSWERED";
    if (fate === "CANCELLED" || fate === "WAITING") {
      row.status = fate;
      return;
    }

    const teacher = rng.pick(group.teachers.filter((t) => t.disciplineIds.includes(discipline.id)));
    const wait = forced
      ? fate === "IN_PROGRESS"
        ? 90
        : rng.between(5, 60)
      : rng.weighted([
          [rng.between(2, 60), 0.6],
          [rng.between(60, 360), 0.3],
          [rng.between(360, 2880), 0.1],
        ] as const);
    const claimedAt = addMinutes(createdAt, wait);
    const answeredAt = addMinutes(claimedAt, rng.between(3, 40));
    if (claimedAt.getTime() >= clock.now.getTime()) return; // still waiting for a teacher
    Object.assign(row, { teacherId: teacher.id, claimedAt, status: "IN_PROGRESS" });
    if (fate === "IN_PROGRESS" || answeredAt.getTime() >= clock.now.getTime()) return; // a teacher is writing the answer

    const answer = [rng.pick(ANSWER_OPENINGS), qa.a, rng.pick(ANSWER_CLOSINGS)].filter(Boolean).join(" ");
    Object.assign(row, {
      status: fate,
      answeredAt,
      answerDescription: answer,
      hasSeenAnswer: fate !== "ANSWERED" || rng.chance(0.5),
    });
    if (fate === "REPLIED" || (fate === "FINISHED" && canReply && rng.chance(0.22))) {
      row.replyDescription = rng.pick(REPLIES);
      if (fate === "FINISHED") row.replyAnswerDescription = rng.pick(REPLY_ANSWERS);
    }
    const rated = fate === "FINISHED" ? rng.chance(0.75) : rng.chance(0.12);
    if (rated || (forced && fate === "FINISHED")) {
      const rating = studentRating(rng);
      row.answerRating = rating;
      row.answerUnderstood = rng.chance(rating >= 4 ? 0.92 : rating === 3 ? 0.6 : 0.15);
      if (rng.chance(0.35)) row.answerComment = rng.pick(COMMENTS_BY_RATING[rating]);
    }
  }
}
