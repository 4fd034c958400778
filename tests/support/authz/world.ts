import type { PrismaClient } from "@/generated/prisma/client";
import { demo } from "../accounts";

/** Ids of one demo school that the matrix sends as path and body ids. */
export type SchoolWorld = {
  key: "aurora" | "boreal";
  schoolId: string;
  schoolName: string;
  groupId: string;
  /** A discipline owned by this school only, taught in groupId. */
  disciplineId: number;
  disciplineName: string;
  /** Owned by both named schools. */
  sharedDisciplineId: number;
  subjectId: number;
  subjectName: string;
  /** A seeded question of the school whose discipline groupId has. */
  questionId: string;
  examId: string;
  quizId: string;
  /** Aurora: tiago; Boreal: one of its teachers. */
  teacherId: string;
  /** Another teacher of the school: the school admin manages their blocks, teacherId does not. */
  colleagueId: string;
  blockId: string;
  studentId: string;
  /** A booking room of the school. */
  roomId: string;
  adminEmail: string;
};

export type World = { aurora: SchoolWorld; boreal: SchoolWorld };

async function loadSchool(prisma: PrismaClient, key: SchoolWorld["key"]): Promise<SchoolWorld> {
  const adminEmail = key === "aurora" ? demo.ana : demo.bruno;
  const school = await prisma.school.findFirstOrThrow({
    where: { memberships: { some: { user: { email: adminEmail } } } },
  });
  const teacher =
    key === "aurora"
      ? await prisma.user.findUniqueOrThrow({ where: { email: demo.tiago } })
      : await prisma.user.findFirstOrThrow({
          where: { role: "TEACHER", schoolMemberships: { some: { schoolId: school.id } }, blocks: { some: {} } },
          orderBy: { email: "asc" },
        });
  // Owned by this school alone, so that another school's admin has no claim to it.
  const discipline = await prisma.discipline.findFirstOrThrow({
    where: {
      owners: { every: { schoolId: school.id }, some: {} },
      groups: { some: { group: { schoolId: school.id, members: { some: { userId: teacher.id } } } } },
      subjects: { some: {} },
    },
    include: { subjects: { orderBy: { id: "asc" }, take: 1 } },
    orderBy: { id: "asc" },
  });
  const shared = await prisma.discipline.findFirstOrThrow({
    where: {
      AND: [{ owners: { some: { schoolId: school.id } } }, { owners: { some: { schoolId: { not: school.id } } } }],
    },
    orderBy: { id: "asc" },
  });
  const group = await prisma.group.findFirstOrThrow({
    where: {
      schoolId: school.id,
      disciplines: { some: { disciplineId: discipline.id } },
      members: { some: { userId: teacher.id } },
    },
    orderBy: { name: "asc" },
  });
  const question = await prisma.bankQuestion.findFirstOrThrow({
    where: { schoolId: school.id, disciplineId: discipline.id },
    orderBy: { createdAt: "asc" },
  });
  const exam = await prisma.exam.findFirstOrThrow({
    where: { schoolId: school.id, groups: { some: { groupId: group.id } } },
    orderBy: { createdAt: "asc" },
  });
  const colleague = await prisma.user.findFirstOrThrow({
    where: { role: "TEACHER", id: { not: teacher.id }, schoolMemberships: { some: { schoolId: school.id } } },
    orderBy: { email: "asc" },
  });
  const quiz = await prisma.quiz.findFirstOrThrow({ where: { groupId: group.id }, orderBy: { createdAt: "asc" } });
  const block = await prisma.availabilityBlock.findFirstOrThrow({
    where: { teacherId: teacher.id },
    orderBy: { startDate: "asc" },
  });
  const student = await prisma.user.findFirstOrThrow({
    where: { role: "STUDENT", groupMemberships: { some: { groupId: group.id } } },
    orderBy: { email: "asc" },
  });
  const room = await prisma.bookingRoom.findFirstOrThrow({ where: { schoolId: school.id }, orderBy: { id: "asc" } });
  const subject = discipline.subjects[0]!;
  return {
    key,
    schoolId: school.id,
    schoolName: school.name,
    groupId: group.id,
    disciplineId: discipline.id,
    disciplineName: discipline.name,
    sharedDisciplineId: shared.id,
    subjectId: subject.id,
    subjectName: subject.name,
    questionId: question.id,
    examId: exam.id,
    quizId: quiz.id,
    teacherId: teacher.id,
    colleagueId: colleague.id,
    blockId: block.id,
    studentId: student.id,
    roomId: room.id,
    adminEmail,
  };
}

/** The two named demo schools, read from the seeded database. */
export async function loadWorld(prisma: PrismaClient): Promise<World> {
  return { aurora: await loadSchool(prisma, "aurora"), boreal: await loadSchool(prisma, "boreal") };
}
