import { DISCIPLINES, NAMED_SCHOOLS, disciplineByKey, extraSchool, type SchoolDef } from "./catalog";
import { Rng, idStream } from "./random";
import { SCHOOL_TIME_ZONE, addDays } from "./time";
import type { GroupInfo, SchoolInfo, World } from "./types";

/** The group of Escola Aurora that the demo student (sofia@example.com) is in; it has every discipline. */
export const DEMO_STUDENT_GROUP = "2º ano B";

/** Disciplines and subjects (global, integer ids from 1), schools, their groups and booking rooms. */
export function buildSchools(world: World): void {
  const rng = Rng.stream("schools");
  const { rows, clock } = world;
  const newSchoolId = idStream("schools");
  const newGroupId = idStream("groups");
  const newRoomId = idStream("booking_rooms");

  let subjectId = 1;
  for (const discipline of DISCIPLINES) {
    world.disciplines.push(discipline);
    const createdAt = addDays(clock.from, -400 + discipline.id * 3);
    rows.disciplines.push({
      id: discipline.id,
      name: discipline.name,
      internalName: discipline.internalName,
      knowledgeAreas: discipline.knowledgeAreas,
      allowOnlyFeatures: discipline.allowOnlyFeatures,
      createdAt,
    });
    const subjects = [
      ...discipline.subjects.map((name) => ({ name, enabled: true })),
      ...discipline.disabledSubjects.map((name) => ({ name, enabled: false })),
    ];
    for (const subject of subjects) {
      const id = subjectId++;
      world.subjects.push({ id, disciplineId: discipline.id, name: subject.name, enabled: subject.enabled });
      rows.subjects.push({
        id,
        disciplineId: discipline.id,
        name: subject.name,
        enabled: subject.enabled,
        createdAt: addDays(createdAt, 1),
      });
    }
  }

  const defs: SchoolDef[] = [...NAMED_SCHOOLS];
  for (let n = 3; defs.length < world.plan.schoolCount; n++) defs.push(extraSchool(n));

  defs.forEach((def, index) => {
    const school: SchoolInfo = {
      id: newSchoolId(),
      def,
      createdAt: addDays(clock.from, -720 + index * 45),
      adminId: "",
      disciplineIds: def.disciplines.map((key) => disciplineByKey(key).id),
      groups: [],
      rooms: [],
      teachers: [],
    };
    world.schools.push(school);
    rows.schools.push({
      id: school.id,
      name: def.name,
      timeZone: SCHOOL_TIME_ZONE,
      minHoursToCancel: def.minHoursToCancel,
      createdAt: school.createdAt,
    });

    for (const disciplineId of school.disciplineIds) rows.disciplineOwners.push({ disciplineId, schoolId: school.id });

    for (const room of def.rooms) {
      const id = newRoomId();
      school.rooms.push({ id, modal: room.modal });
      rows.bookingRooms.push({ id, schoolId: school.id, name: room.name, modal: room.modal });
    }

    for (const name of def.groups) {
      const group: GroupInfo = {
        id: newGroupId(),
        school,
        name,
        disciplineIds: groupDisciplines(rng, school, name),
        students: [],
        teachers: [],
      };
      school.groups.push(group);
      world.groups.push(group);
      rows.groups.push({ id: group.id, schoolId: school.id, name, createdAt: addDays(clock.from, -rng.int(10, 40)) });
    }
    // Every discipline a school owns is taught in at least one of its groups.
    for (const disciplineId of school.disciplineIds) {
      if (!school.groups.some((g) => g.disciplineIds.includes(disciplineId)))
        school.groups[0]?.disciplineIds.push(disciplineId);
    }
    for (const group of school.groups) {
      group.disciplineIds.sort((a, b) => a - b);
      for (const disciplineId of group.disciplineIds) rows.groupDisciplines.push({ groupId: group.id, disciplineId });
    }
  });
}

function groupDisciplines(rng: Rng, school: SchoolInfo, groupName: string): number[] {
  const all = school.disciplineIds;
  if (school.def.key === "aurora" && groupName === DEMO_STUDENT_GROUP) return [...all];
  const alwaysTaught = new Set((["mat", "por", "fis"] as const).map((key) => disciplineByKey(key).id));
  return all.filter((id) => alwaysTaught.has(id) || rng.chance(0.7));
}
