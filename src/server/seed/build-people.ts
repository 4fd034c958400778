import { Role } from "@/generated/prisma/client";
import { disciplineByKey } from "./catalog";
import { DEMO_STUDENT_GROUP } from "./build-schools";
import { EmailBook, randomName, slug, type PersonName } from "./names";
import { Rng, idStream } from "./random";
import { DAY, addDays, between, maxDate } from "./time";
import type { GroupInfo, SchoolInfo, StudentInfo, TeacherInfo, World } from "./types";

export const DEMO_PASSWORD = "demo-password";

/** The fixed demo accounts; every seeded user has the password DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = {
  platformAdmin: { email: "admin@example.com", firstName: "Admin", lastName: "Plataforma", role: Role.PLATFORM_ADMIN },
  auroraAdmin: { email: "ana@example.com", firstName: "Ana", lastName: "Souza", role: Role.SCHOOL_ADMIN },
  borealAdmin: { email: "bruno@example.com", firstName: "Bruno", lastName: "Carvalho", role: Role.SCHOOL_ADMIN },
  teacher: { email: "tiago@example.com", firstName: "Tiago", lastName: "Ferreira", role: Role.TEACHER },
  student: { email: "sofia@example.com", firstName: "Sofia", lastName: "Ribeiro", role: Role.STUDENT },
} as const;

const FAR_FUTURE = new Date("9999-12-31T00:00:00Z");

/** Users (admins, teachers, students), their school and group memberships and teachers' disciplines. */
export function buildPeople(world: World, passwordHash: string): void {
  const rng = Rng.stream("people");
  const { rows, clock } = world;
  const newUserId = idStream("users");
  const emails = new EmailBook();

  const addUser = (
    name: PersonName,
    email: string,
    role: Role,
    createdAt: Date,
    extra: { externalId?: string; photo?: string } = {},
  ) => {
    const id = newUserId();
    rows.users.push({
      id,
      email,
      passwordHash,
      firstName: name.firstName,
      lastName: name.lastName,
      role,
      externalId: extra.externalId ?? null,
      profilePhotoUrl: extra.photo ?? null,
      createdAt,
    });
    return id;
  };
  const joinSchool = (userId: string, school: SchoolInfo) =>
    rows.schoolMemberships.push({ userId, schoolId: school.id });
  const joinGroup = (userId: string, group: GroupInfo) => rows.groupMemberships.push({ userId, groupId: group.id });

  const demo = DEMO_ACCOUNTS;
  const aurora = world.schools[0];
  const boreal = world.schools[1];
  if (!aurora || !boreal) throw new Error("the demo needs the two named schools");

  world.platformAdminId = addUser(
    demo.platformAdmin,
    emails.reserve(demo.platformAdmin.email),
    Role.PLATFORM_ADMIN,
    addDays(aurora.createdAt, -30),
  );
  aurora.adminId = addUser(
    demo.auroraAdmin,
    emails.reserve(demo.auroraAdmin.email),
    Role.SCHOOL_ADMIN,
    addDays(aurora.createdAt, 1),
  );
  boreal.adminId = addUser(
    demo.borealAdmin,
    emails.reserve(demo.borealAdmin.email),
    Role.SCHOOL_ADMIN,
    addDays(boreal.createdAt, 1),
  );
  for (const school of world.schools.slice(2)) {
    school.adminId = addUser(
      randomName(rng),
      emails.make("coordenacao", school.def.domain),
      Role.SCHOOL_ADMIN,
      addDays(school.createdAt, 1),
    );
  }
  for (const school of world.schools) joinSchool(school.adminId, school);

  // Teachers: the demo teacher first, then enough generated ones that every discipline has one.
  const teacherCreated = (school: SchoolInfo) => between(rng, addDays(school.createdAt, 5), addDays(clock.from, -30));
  const addTeacher = (school: SchoolInfo, id: string, disciplineIds: number[], createdAt: Date) => {
    const groups = school.groups.filter((g) => g.disciplineIds.some((d) => disciplineIds.includes(d)));
    const teacher: TeacherInfo = {
      id,
      school,
      createdAt,
      disciplineIds,
      groups,
      schedules: [],
      blocks: [],
      onDuty: false,
    };
    school.teachers.push(teacher);
    world.teachers.push(teacher);
    joinSchool(id, school);
    for (const group of groups) {
      joinGroup(id, group);
      group.teachers.push(teacher);
    }
    for (const disciplineId of disciplineIds) rows.teacherDisciplines.push({ teacherId: id, disciplineId });
    return teacher;
  };

  const tiagoCreated = addDays(clock.from, -200);
  const tiagoId = addUser(demo.teacher, emails.reserve(demo.teacher.email), Role.TEACHER, tiagoCreated, {
    photo: "https://example.com/avatars/tiago.jpg",
  });
  addTeacher(aurora, tiagoId, [disciplineByKey("mat").id, disciplineByKey("fis").id], tiagoCreated);

  for (const school of world.schools) {
    const studentCount = school.groups.length * world.plan.studentsPerGroup;
    const count = Math.max(school.disciplineIds.length, Math.round(studentCount / 12));
    for (let i = 0; i < count; i++) {
      const primary = school.disciplineIds[i % school.disciplineIds.length] as number;
      const disciplineIds = [primary];
      if (rng.chance(0.35)) {
        const second = rng.pick(school.disciplineIds);
        if (second !== primary) disciplineIds.push(second);
      }
      const name = randomName(rng);
      const createdAt = teacherCreated(school);
      const email = emails.make(`${name.firstName}.${name.lastName.split(" ")[0]}`, school.def.domain);
      const photo = rng.chance(0.6) ? `https://example.com/avatars/${slug(email.split("@")[0] ?? "")}.jpg` : undefined;
      const teacher = addTeacher(
        school,
        addUser(name, email, Role.TEACHER, createdAt, { photo }),
        disciplineIds,
        createdAt,
      );
      // The first teacher of each school keeps the evening online duty, where the live queue runs.
      if (i === 0) teacher.onDuty = true;
    }
  }

  // Students: one group each, an enrolment number as external id.
  for (const school of world.schools) {
    const year = clock.now.getUTCFullYear();
    let enrolment = 1;
    const externalId = () => `${school.def.code}-${year}-${String(enrolment++).padStart(4, "0")}`;
    for (const group of school.groups) {
      let count = world.plan.studentsPerGroup;
      if (school === aurora && group.name === DEMO_STUDENT_GROUP) {
        const createdAt = addDays(clock.from, -20);
        const id = addUser(demo.student, emails.reserve(demo.student.email), Role.STUDENT, createdAt, {
          externalId: externalId(),
        });
        addStudent(world, group, { id, createdAt, activeUntil: FAR_FUTURE, skill: 0.7, activity: 1.5, demo: true });
        count -= 1;
      }
      for (let i = 0; i < count; i++) {
        const name = randomName(rng);
        const transferred = rng.chance(0.08);
        const createdAt = transferred
          ? between(rng, clock.from, new Date(clock.now.getTime() - 45 * DAY))
          : between(rng, addDays(clock.from, -60), addDays(clock.from, -3));
        const email = emails.make(`${name.firstName}.${name.lastName.split(" ").pop()}`, `aluno.${school.def.domain}`);
        const photo = rng.chance(0.3)
          ? `https://example.com/avatars/${slug(email.split("@")[0] ?? "")}.jpg`
          : undefined;
        const id = addUser(name, email, Role.STUDENT, createdAt, { externalId: externalId(), photo });
        const fate = rng.weighted([
          ["active", 0.96],
          ["blocked", 0.025],
          ["deleted", 0.015],
        ] as const);
        let activeUntil = FAR_FUTURE;
        if (fate !== "active") {
          activeUntil = between(rng, maxDate(addDays(createdAt, 30), addDays(clock.now, -90)), addDays(clock.now, -2));
          const user = rows.users[rows.users.length - 1];
          if (user && fate === "blocked") user.blockedAt = activeUntil;
          if (user && fate === "deleted") user.deletedAt = activeUntil;
        }
        const skill = rng.between(0.35, 0.92);
        const activity = rng.weighted([
          [0, 0.15],
          [0.5, 0.3],
          [1, 0.35],
          [2, 0.2],
        ] as const);
        addStudent(world, group, { id, createdAt, activeUntil, skill, activity, demo: false });
      }
    }
  }

  function addStudent(w: World, group: GroupInfo, info: Omit<StudentInfo, "group">) {
    const student: StudentInfo = { ...info, group };
    group.students.push(student);
    w.students.push(student);
    joinSchool(student.id, group.school);
    joinGroup(student.id, group);
  }
}

/** When a student's activity may start: enrolment, or the start of the seeded period. */
export const activeFrom = (student: StudentInfo, from: Date): Date => maxDate(student.createdAt, from);

/** Whether a student could act at an instant (enrolled, not blocked or deleted yet). */
export const canAct = (student: StudentInfo, at: Date): boolean =>
  at.getTime() > student.createdAt.getTime() && at.getTime() < student.activeUntil.getTime();
