import type { BankQuestionType, Difficulty } from "@/generated/prisma/client";
import { contentKey } from "@/server/questions-db/content-key";
import { BIOLOGY, CHEMISTRY, MATH, PHYSICS, type BankItem, type ItemMaker } from "./bank-content-exact";
import { ESSAY, GEOGRAPHY, HISTORY, PORTUGUESE } from "./bank-content-human";
import type { DisciplineKey } from "./catalog";
import { Rng, idStream } from "./random";
import { DAY, addDays, between, minDate } from "./time";
import { disciplineOf, subjectsOf, type World } from "./types";

const MAKERS: Record<DisciplineKey, ItemMaker[]> = {
  mat: MATH,
  fis: PHYSICS,
  qui: CHEMISTRY,
  bio: BIOLOGY,
  por: PORTUGUESE,
  red: ESSAY,
  his: HISTORY,
  geo: GEOGRAPHY,
};

export type BankInfo = {
  id: string;
  schoolId: string;
  disciplineId: number;
  type: BankQuestionType;
  difficulty: Difficulty | null;
  createdAt: Date;
  windows: { groupId: string; after: Date; before: Date }[];
};

type Origin = { source: string; edition: string | null; number: number | null };
const SOURCES: readonly (readonly [(rng: Rng) => Origin, number])[] = [
  [
    (r) => ({
      source: `ENEM ${r.int(2019, 2024)}`,
      edition: r.pick(["1º dia — Caderno Azul", "2º dia — Caderno Amarelo"]),
      number: r.int(1, 180),
    }),
    0.35,
  ],
  [(r) => ({ source: `FUVEST ${r.int(2020, 2024)}`, edition: "1ª fase", number: r.int(1, 90) }), 0.15],
  [(r) => ({ source: `UNICAMP ${r.int(2019, 2024)}`, edition: "1ª fase", number: r.int(1, 72) }), 0.08],
  [(r) => ({ source: `UERJ ${r.int(2020, 2023)}`, edition: "Exame de Qualificação", number: r.int(1, 60) }), 0.07],
  [
    (r) => ({
      source: "Livro didático",
      edition: r.pick(["Moderna Plus, 2ª edição", "FTD, volume único"]),
      number: null,
    }),
    0.2,
  ],
  [(r) => ({ source: "Lista de exercícios do professor", edition: null, number: r.int(1, 20) }), 0.15],
];

const figureLink = (file: string) => `![figura](https://example.com/figuras/${file})`;

/** The question bank: multiple choice, discursive and content items per school and discipline. */
export function buildBank(world: World): BankInfo[] {
  const rng = Rng.stream("bank_questions");
  const newId = idStream("bank_questions");
  const newAnswerId = idStream("bank_answers");
  const newWindowId = idStream("bank_question_groups");
  const { rows, clock } = world;
  const bank: BankInfo[] = [];

  for (const school of world.schools) {
    for (const disciplineId of school.disciplineIds) {
      const discipline = disciplineOf(world, disciplineId);
      const makers = rng.shuffle(MAKERS[discipline.key]);
      const subjects = subjectsOf(world, disciplineId);
      const authors = school.teachers.filter((t) => t.disciplineIds.includes(disciplineId)).map((t) => t.id);
      const groups = school.groups.filter((g) => g.disciplineIds.includes(disciplineId));
      const count = Math.max(
        3,
        Math.round(world.plan.rates.bankPerDiscipline * world.plan.volume * rng.between(0.75, 1.25)),
      );

      for (let i = 0; i < count; i++) {
        const item = (makers[i % makers.length] as ItemMaker)(rng);
        const subject = subjects.find((s) => s.name === item.subject);
        if (!subject) throw new Error(`subject ${item.subject} is not a subject of ${discipline.name}`);
        // The first three of each discipline cover the three types; the rest are mostly multiple choice.
        const type: BankQuestionType =
          i < 3
            ? ((["MULTIPLE_CHOICE", "DISCURSIVE", "CONTENT"] as const)[i] as BankQuestionType)
            : rng.weighted([
                ["MULTIPLE_CHOICE", 0.6],
                ["DISCURSIVE", 0.25],
                ["CONTENT", 0.15],
              ] as const);
        const difficulty = rng.weighted([
          [null, 0.1],
          ["VERY_EASY", 0.1],
          ["EASY", 0.25],
          ["MEDIUM", 0.3],
          ["HARD", 0.18],
          ["VERY_HARD", 0.07],
        ] as const);
        const origin = rng.weighted(SOURCES)(rng);
        const createdAt = between(rng, addDays(clock.from, -120), addDays(clock.now, -2));
        const id = newId();
        const figure = item.figure ?? (rng.chance(0.08) ? "grafico-generico.png" : undefined);

        rows.bankQuestions.push({
          id,
          schoolId: school.id,
          disciplineId,
          subjectId: subject.id,
          type,
          difficulty,
          description: description(type, item, subject.name, figure),
          source: origin.source,
          sourceEdition: origin.edition,
          sourceEditionObservation: rng.chance(0.15)
            ? rng.pick(["Questão adaptada", "Enunciado simplificado pelo professor", "Anulada no gabarito oficial"])
            : null,
          sourceQuestionNumber: origin.number,
          solution: type === "CONTENT" ? null : (item.solution ?? `Resposta: **${item.options[0]}**. ${item.expected}`),
          studyOrientation: rng.chance(0.4)
            ? `Revise o conteúdo de *${subject.name}* no material de apoio e refaça os exercícios de fixação.`
            : null,
          hint: type === "CONTENT" ? null : (item.hint ?? null),
          createdById:
            authors.length > 0 && rng.chance(0.7) ? rng.pick(authors) : rng.chance(0.67) ? school.adminId : null,
          createdAt,
          updatedAt: rng.chance(0.3) ? minDate(clock.now, addDays(createdAt, rng.between(1, 30))) : createdAt,
        });

        const firstAnswer = rows.bankAnswers.length;
        if (type === "MULTIPLE_CHOICE") {
          const options = [...new Set(item.options)].slice(0, 5);
          while (options.length < 4)
            options.push(
              ["Nenhuma das alternativas anteriores", "Todas as alternativas anteriores", "Não é possível determinar"][
                options.length - 1
              ] ?? "—",
            );
          const correct = options[0];
          rng.shuffle(options).forEach((text, position) =>
            rows.bankAnswers.push({
              id: newAnswerId(),
              questionId: id,
              position,
              description: text,
              isCorrectAnswer: text === correct,
            }),
          );
        } else if (type === "DISCURSIVE") {
          rows.bankAnswers.push({
            id: newAnswerId(),
            questionId: id,
            position: 0,
            description: item.expected,
            isCorrectAnswer: true,
          });
        }

        // As every write of the app keys it, so that an import finds the seed's questions as duplicates.
        const question = rows.bankQuestions.at(-1)!;
        question.contentKey = contentKey({
          type,
          description: question.description,
          answers: rows.bankAnswers
            .slice(firstAnswer)
            .map((answer) => ({ description: answer.description, is_correct_answer: answer.isCorrectAnswer })),
        });

        if (subjects.length > 1 && rng.chance(0.25)) {
          for (const other of rng.sample(
            subjects.filter((s) => s.id !== subject.id),
            rng.int(1, 2),
          )) {
            rows.bankQuestionOtherSubjects.push({ questionId: id, subjectId: other.id });
          }
        }

        const info: BankInfo = { id, schoolId: school.id, disciplineId, type, difficulty, createdAt, windows: [] };
        if (groups.length > 0 && rng.chance(0.6)) {
          for (const group of rng.sample(groups, rng.int(1, groups.length))) {
            const after = addDays(createdAt, rng.between(0, 20));
            const before = new Date(after.getTime() + rng.between(30, 150) * DAY);
            info.windows.push({ groupId: group.id, after, before });
            rows.bankQuestionGroups.push({
              id: newWindowId(),
              questionId: id,
              groupId: group.id,
              availableAfter: after,
              availableBefore: before,
            });
          }
        }
        bank.push(info);
      }
    }
  }
  return bank;
}

function description(type: BankQuestionType, item: BankItem, subject: string, figure: string | undefined): string {
  const picture = figure ? `\n\n${figureLink(figure)}` : "";
  if (type === "CONTENT") {
    return `## ${subject}\n\n${item.expected}\n\n**Para fixar:** ${item.stem}${picture}\n\n> Leia com atenção antes de resolver os exercícios deste tema.`;
  }
  if (type === "DISCURSIVE") {
    const open = item.stem.replace(/:\s*$/, " ___.");
    return `${open}${picture}\n\n${open === item.stem ? "Justifique" : "Complete e justifique"} sua resposta, mostrando o raciocínio.`;
  }
  return `${item.stem}${picture}`;
}
