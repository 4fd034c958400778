import type { PrismaClient } from "@/generated/prisma/client";
import type { QuestionInput } from "@/server/questions-db/schema";
import { nowMs } from "@/server/time/now";

/** Seed records the question-bank tests build on: a discipline shared by Aurora and Boreal groups. */
export async function questionFixtures(prisma: PrismaClient) {
  const aurora = await prisma.school.findFirstOrThrow({ where: { name: "Escola Aurora" } });
  const boreal = await prisma.school.findFirstOrThrow({ where: { name: "Colégio Boreal" } });
  const shared = await prisma.discipline.findFirstOrThrow({
    where: {
      AND: [
        { groups: { some: { group: { schoolId: aurora.id } } } },
        { groups: { some: { group: { schoolId: boreal.id } } } },
      ],
    },
    include: { subjects: { orderBy: { id: "asc" } } },
    orderBy: { id: "asc" },
  });
  const auroraGroup = await prisma.group.findFirstOrThrow({
    where: { schoolId: aurora.id, disciplines: { some: { disciplineId: shared.id } } },
    orderBy: { name: "asc" },
  });
  const borealGroup = await prisma.group.findFirstOrThrow({
    where: { schoolId: boreal.id, disciplines: { some: { disciplineId: shared.id } } },
    orderBy: { name: "asc" },
  });
  const otherDiscipline = await prisma.discipline.findFirstOrThrow({
    where: { id: { not: shared.id } },
    include: { subjects: true },
  });
  const groupWithout = await prisma.group.findFirst({
    where: { schoolId: aurora.id, disciplines: { none: { disciplineId: shared.id } } },
  });
  return {
    aurora,
    boreal,
    discipline: shared,
    subject: shared.subjects[0]!,
    auroraGroup,
    borealGroup,
    otherDiscipline,
    groupWithout,
  };
}

type QuestionFixtures = Awaited<ReturnType<typeof questionFixtures>>;

/** The least a question needs: a content question of Aurora in the shared discipline, with no answers. */
export const contentQuestion = (fx: QuestionFixtures): QuestionInput => ({
  belongs_to: { id: fx.aurora.id },
  description: "Q",
  discipline_id: fx.discipline.id,
  subject: fx.subject.id,
  type: "CONTENT",
  source: "S",
  answers: [],
});

export async function createExam(
  prisma: PrismaClient,
  schoolId: string,
  groupIds: string[],
  name = `Prova ${crypto.randomUUID().slice(0, 6)}`,
) {
  const now = nowMs();
  return prisma.exam.create({
    data: {
      schoolId,
      name,
      description: "Avaliação de teste",
      groups: {
        create: groupIds.map((groupId) => ({
          groupId,
          availableAfter: new Date(now),
          availableBefore: new Date(now + 86_400_000),
          instantAnswerFeedback: false,
          allowMultipleAnswers: false,
          isReadonly: false,
        })),
      },
    },
  });
}
