import type { PrismaClient } from "@/generated/prisma/client";

type Event = "QUESTION_VIEW" | "WRONG_ANSWER" | "CORRECT_ANSWER";

/**
 * A fresh group with one student and questions of its discipline, for statistics tests on
 * hand-made event logs: nothing else writes to them, so every number is known.
 */
export async function eventLogWorld(prisma: PrismaClient, schoolId: string, disciplineId: number, subjectId: number) {
  const tag = crypto.randomUUID().slice(0, 8);
  const group = await prisma.group.create({
    data: { schoolId, name: `Turma ${tag}`, disciplines: { create: { disciplineId } } },
  });
  const student = await prisma.user.create({
    data: {
      email: `aluno-${tag}@example.com`,
      firstName: "Aluno",
      lastName: `Teste ${tag}`,
      role: "STUDENT",
      groupMemberships: { create: { groupId: group.id } },
      schoolMemberships: { create: { schoolId } },
    },
  });
  const questions = await Promise.all(
    [1, 2, 3, 4].map((n) =>
      prisma.bankQuestion.create({
        data: {
          schoolId,
          disciplineId,
          subjectId,
          type: "MULTIPLE_CHOICE",
          description: `Q${n} ${tag}`,
          source: "Teste",
        },
      }),
    ),
  );
  const window = { availableAfter: new Date(0), availableBefore: new Date(4_000_000_000_000) };
  const multiExam = await prisma.exam.create({
    data: {
      schoolId,
      name: `Multi ${tag}`,
      description: "",
      groups: {
        create: {
          groupId: group.id,
          ...window,
          instantAnswerFeedback: true,
          allowMultipleAnswers: true,
          isReadonly: false,
        },
      },
    },
  });
  const singleExam = await prisma.exam.create({
    data: {
      schoolId,
      name: `Single ${tag}`,
      description: "",
      groups: {
        create: {
          groupId: group.id,
          ...window,
          instantAnswerFeedback: false,
          allowMultipleAnswers: false,
          isReadonly: false,
        },
      },
    },
  });
  const quiz = await prisma.quiz.create({
    data: { groupId: group.id, name: `Quiz ${tag}`, allowMultipleAnswers: true },
  });
  const t0 = Date.UTC(2026, 2, 10, 12, 0, 0);
  const at = (seconds: number) => new Date(t0 + seconds * 1000);
  const log = async (
    events: [seconds: number, event: Event, question: number, context?: { exam?: string; quiz?: string }][],
  ) => {
    await prisma.studentEvent.createMany({
      data: events.map(([seconds, event, q, context]) => ({
        studentId: student.id,
        questionId: questions[q]!.id,
        event,
        createdAt: at(seconds),
        examId: context?.exam ?? null,
        quizId: context?.quiz ?? null,
      })),
    });
  };
  return { group, student, questions, multiExam, singleExam, quiz, at, log };
}
