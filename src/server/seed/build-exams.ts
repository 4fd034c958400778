import type { BankInfo } from "./build-bank";
import { Rng, idStream } from "./random";
import { DAY, HOUR, addDays, between, maxDate, minDate } from "./time";
import { disciplineOf, type GroupInfo, type World } from "./types";

export type ExamWindow = {
  groupId: string;
  after: Date;
  before: Date;
  allowMultipleAnswers: boolean;
  isReadonly: boolean;
};
export type ExamInfo = { id: string; questions: BankInfo[]; windows: ExamWindow[] };
export type QuizInfo = {
  id: string;
  groupId: string;
  createdAt: Date;
  allowMultipleAnswers: boolean;
  questions: BankInfo[];
};

/** Exams per school and quizzes per group at scale 1. */
const EXAMS_PER_SCHOOL = 8;
const QUIZZES_PER_GROUP = 3;

const answerable = (q: BankInfo) => q.type !== "CONTENT";

/**
 * Exams (with one window per target group) and quizzes. An exam only goes to groups that have
 * every discipline of its questions, and only holds questions that existed when it was created.
 */
export function buildExams(world: World, bank: BankInfo[]): { exams: ExamInfo[]; quizzes: QuizInfo[] } {
  const rng = Rng.stream("exams");
  const newExamId = idStream("exams");
  const newExamGroupId = idStream("exam_groups");
  const newQuizId = idStream("quizzes");
  const { rows, clock } = world;
  const exams: ExamInfo[] = [];
  const quizzes: QuizInfo[] = [];
  const bimester = (d: Date) => Math.min(4, Math.floor(d.getUTCMonth() / 3) + 1);

  for (const school of world.schools) {
    // Exams and quizzes grow with the number of schools and groups; their audience grows with the group size.
    const count = Math.max(2, Math.round(EXAMS_PER_SCHOOL * Math.min(1, world.plan.volume)));
    for (let n = 0; n < count; n++) {
      const anchor = between(rng, addDays(clock.from, 20), addDays(clock.until, -7));
      const createdAt = minDate(addDays(anchor, -rng.between(1, 15)), new Date(clock.now.getTime() - HOUR));
      const seed = rng.pick(school.groups);
      const mock = rng.chance(0.25) && seed.disciplineIds.length >= 3;
      const disciplineIds = mock
        ? rng.sample(seed.disciplineIds, 3).sort((a, b) => a - b)
        : [rng.pick(seed.disciplineIds)];
      const pool = (d: number) =>
        bank.filter((q) => q.schoolId === school.id && q.disciplineId === d && q.createdAt < createdAt);
      const questions = disciplineIds.flatMap((d) => {
        const items = pool(d);
        const reading = items.filter((q) => q.type === "CONTENT").slice(0, rng.chance(0.3) ? 1 : 0);
        return [...reading, ...rng.sample(items.filter(answerable), mock ? rng.int(2, 3) : rng.int(5, 8))];
      });
      if (questions.filter(answerable).length < 2) continue;

      const names = disciplineIds.map((d) => disciplineOf(world, d).name);
      const name = mock
        ? `Simulado ${bimester(anchor)}º bimestre — ${names.join(", ")}`
        : rng.pick([
            `Avaliação ${bimester(anchor)}º bimestre — ${names[0]}`,
            `Prova mensal de ${names[0]}`,
            `Lista de revisão — ${names[0]}`,
          ]);
      const id = newExamId();
      const authors = school.teachers
        .filter((t) => disciplineIds.every((d) => t.disciplineIds.includes(d)))
        .map((t) => t.id);
      rows.exams.push({
        id,
        schoolId: school.id,
        name,
        description: `${mock ? "Simulado no formato ENEM" : "Avaliação"} com ${questions.length} questões de ${names.join(", ")}. Duração sugerida: ${mock ? 180 : 100} minutos.`,
        createdById: authors.length > 0 && rng.chance(0.6) ? rng.pick(authors) : school.adminId,
        createdAt,
        updatedAt: rng.chance(0.25) ? minDate(clock.now, addDays(createdAt, rng.between(0.5, 5))) : createdAt,
      });
      questions.forEach((q, position) => rows.examQuestions.push({ examId: id, questionId: q.id, position }));

      const eligible = school.groups.filter((g) => disciplineIds.every((d) => g.disciplineIds.includes(d)));
      const targets = rng.sample(eligible, rng.int(1, eligible.length));
      const windows: ExamWindow[] = targets.map((group) => {
        const after = maxDate(addDays(createdAt, 0.5), addDays(anchor, rng.between(0, 3)));
        const window: ExamWindow = {
          groupId: group.id,
          after,
          before: new Date(after.getTime() + rng.between(2, 14) * DAY),
          allowMultipleAnswers: rng.chance(0.3),
          isReadonly: rng.chance(0.1),
        };
        rows.examGroups.push({
          id: newExamGroupId(),
          examId: id,
          groupId: group.id,
          availableAfter: window.after,
          availableBefore: window.before,
          instantAnswerFeedback: window.allowMultipleAnswers || rng.chance(0.4),
          allowMultipleAnswers: window.allowMultipleAnswers,
          isReadonly: window.isReadonly,
        });
        return window;
      });
      exams.push({ id, questions, windows });
    }

    for (const group of school.groups) {
      for (let n = rng.count(QUIZZES_PER_GROUP); n > 0; n--) {
        const quiz = makeQuiz(rng, world, bank, group, newQuizId);
        if (quiz) quizzes.push(quiz);
      }
    }
  }
  return { exams, quizzes };
}

function makeQuiz(
  rng: Rng,
  world: World,
  bank: BankInfo[],
  group: GroupInfo,
  newId: () => string,
): QuizInfo | undefined {
  const { clock, rows } = world;
  const disciplineId = rng.pick(group.disciplineIds);
  const createdAt = between(rng, addDays(clock.from, 10), addDays(clock.now, -1));
  const items = bank.filter(
    (q) =>
      q.schoolId === group.school.id && q.disciplineId === disciplineId && q.createdAt < createdAt && answerable(q),
  );
  const questions = rng.sample(items, rng.int(3, 6));
  if (questions.length < 2) return undefined;
  const discipline = disciplineOf(world, disciplineId).name;
  const quiz: QuizInfo = {
    id: newId(),
    groupId: group.id,
    createdAt,
    allowMultipleAnswers: rng.chance(0.5),
    questions,
  };
  const name = rng.pick([
    `Quiz rápido — ${discipline}`,
    `Revisão de ${discipline}`,
    `Desafio da semana: ${discipline}`,
    `Aquecimento para a prova de ${discipline}`,
  ]);
  rows.quizzes.push({
    id: quiz.id,
    groupId: group.id,
    name,
    allowMultipleAnswers: quiz.allowMultipleAnswers,
    createdAt,
  });
  questions.forEach((q, position) => rows.quizQuestions.push({ quizId: quiz.id, questionId: q.id, position }));
  return quiz;
}
