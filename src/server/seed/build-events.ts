import type { Difficulty, EventType, Prisma } from "@/generated/prisma/client";
import type { BankInfo } from "./build-bank";
import type { ExamInfo, QuizInfo } from "./build-exams";
import { canAct } from "./build-people";
import { Rng } from "./random";
import { DAY, HOUR, SECOND, between, minDate } from "./time";
import type { GroupInfo, StudentInfo, World } from "./types";

const PENALTY: Record<Difficulty, number> = { VERY_EASY: -0.2, EASY: -0.1, MEDIUM: 0, HARD: 0.15, VERY_HARD: 0.3 };
const SLOWNESS: Record<Difficulty, number> = { VERY_EASY: 0.5, EASY: 0.8, MEDIUM: 1, HARD: 1.5, VERY_HARD: 2 };

type Context = {
  examId: string | null;
  quizId: string | null;
  allowMultipleAnswers: boolean;
  readonly: boolean;
  end: Date;
};
type Draft = Omit<Prisma.StudentEventCreateManyInput, "id"> & { createdAt: Date };

/**
 * Students' activity on bank questions: a view, then a wrong or correct answer, with further
 * attempts where multiple answers are allowed; inside exams, quizzes or free practice.
 */
export function buildEvents(world: World, bank: BankInfo[], exams: ExamInfo[], quizzes: QuizInfo[]): void {
  const rng = Rng.stream("student_events");
  const { clock } = world;
  const drafts: Draft[] = [];
  const groupById = new Map(world.groups.map((g) => [g.id, g]));
  const group = (id: string) => groupById.get(id) as GroupInfo;
  const joins = (student: StudentInfo, p: number) => student.activity > 0 && (student.demo || rng.chance(p));

  const session = (student: StudentInfo, questions: BankInfo[], start: Date, ctx: Context) => {
    let t = start.getTime();
    const end = minDate(ctx.end, clock.now).getTime();
    const push = (questionId: string, event: EventType) => {
      if (t < end && canAct(student, new Date(t)))
        drafts.push({
          studentId: student.id,
          questionId,
          examId: ctx.examId,
          quizId: ctx.quizId,
          event,
          createdAt: new Date(t),
        });
    };
    for (const q of questions) {
      if (t >= end) return;
      push(q.id, "QUESTION_VIEW");
      if (ctx.readonly || q.type === "CONTENT" || rng.chance(0.08)) {
        t += rng.between(20, 120) * SECOND;
        continue;
      }
      const difficulty = q.difficulty ?? "MEDIUM";
      let chance = Math.min(0.97, Math.max(0.05, student.skill + 0.1 - PENALTY[difficulty]));
      const attempts = ctx.allowMultipleAnswers && q.type === "MULTIPLE_CHOICE" ? 4 : 1;
      t += rng.between(30, 240) * SLOWNESS[difficulty] * SECOND;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const correct = rng.chance(chance);
        push(q.id, correct ? "CORRECT_ANSWER" : "WRONG_ANSWER");
        if (correct || (attempt < attempts && rng.chance(0.15))) break; // some give up after a wrong answer
        chance = Math.min(0.97, chance + 0.25);
        t += rng.between(10, 90) * SECOND;
      }
      t += rng.between(5, 40) * SECOND;
    }
  };

  for (const exam of exams) {
    for (const w of exam.windows) {
      const last = minDate(w.before, clock.now).getTime() - HOUR;
      if (w.after.getTime() >= last) continue;
      for (const student of group(w.groupId).students) {
        if (!joins(student, 0.8)) continue;
        const start = between(rng, w.after, new Date(last));
        session(student, exam.questions, start, {
          examId: exam.id,
          quizId: null,
          allowMultipleAnswers: w.allowMultipleAnswers,
          readonly: w.isReadonly,
          end: w.before,
        });
      }
    }
  }

  for (const quiz of quizzes) {
    const last = minDate(new Date(quiz.createdAt.getTime() + 14 * DAY), clock.now);
    for (const student of group(quiz.groupId).students) {
      if (!joins(student, 0.6)) continue;
      const start = between(rng, quiz.createdAt, last);
      session(student, quiz.questions, start, {
        examId: null,
        quizId: quiz.id,
        allowMultipleAnswers: quiz.allowMultipleAnswers,
        readonly: false,
        end: clock.now,
      });
    }
  }

  // Free practice on questions made available to a group, outside any exam or quiz.
  for (const question of bank) {
    for (const w of question.windows) {
      const last = minDate(w.before, clock.now);
      if (w.after.getTime() >= last.getTime()) continue;
      for (const student of group(w.groupId).students) {
        if (!joins(student, (world.plan.rates.practiceRate * student.activity) / Math.max(1, world.plan.volume)))
          continue;
        session(student, [question], between(rng, w.after, last), {
          examId: null,
          quizId: null,
          allowMultipleAnswers: false,
          readonly: false,
          end: w.before,
        });
      }
    }
  }

  // Chronological ids: the n-th event in time has id n (stable for ties, which keep generation order).
  drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  drafts.forEach((draft, index) => world.rows.studentEvents.push({ id: BigInt(index + 1), ...draft }));
}
