import type { PrismaClient } from "@/generated/prisma/client";
import type { Scope } from "@/server/scope/scope";
import { questionFixtures } from "./question-fixtures";

type Event = "QUESTION_VIEW" | "WRONG_ANSWER" | "CORRECT_ANSWER";

/**
 * A fresh group of Aurora with one student and questions of the shared discipline (question-fixtures.ts), for
 * statistics tests on hand-made event logs: nothing else writes to them, so every number is known.
 */
export async function eventLogWorld(prisma: PrismaClient) {
  const fx = await questionFixtures(prisma);
  const [schoolId, disciplineId, subjectId] = [fx.aurora.id, fx.discipline.id, fx.subject.id];
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
  /** Another student of the group, with no event. */
  const addStudent = (firstName: string, lastName: string) =>
    prisma.user.create({
      data: {
        email: `${firstName}.${lastName}-${group.id}@example.com`.toLowerCase(),
        firstName,
        lastName,
        role: "STUDENT",
        groupMemberships: { create: { groupId: group.id } },
      },
    });
  /** The scope with the group added: a demo admin's reaches it so. */
  const widen = (scope: Scope): Scope => ({ ...scope, groupIds: [...scope.groupIds, group.id] });
  return { fx, group, student, questions, multiExam, singleExam, quiz, at, log, addStudent, widen };
}
