import type { Prisma } from "@/generated/prisma/client";
import type { BlockOutput } from "./schema";

export const blockInclude = {
  teacher: { select: { id: true, firstName: true, lastName: true, profilePhotoUrl: true, teacherDisciplines: { select: { discipline: { select: { name: true } } }, orderBy: { disciplineId: "asc" } } } },
  createdBy: { select: { id: true, firstName: true, lastName: true, profilePhotoUrl: true } },
} satisfies Prisma.AvailabilityBlockInclude;

type Row = Prisma.AvailabilityBlockGetPayload<{ include: typeof blockInclude }>;

const person = (p: { id: string; firstName: string; lastName: string; profilePhotoUrl: string | null }) => ({ id: p.id, first_name: p.firstName, last_name: p.lastName, profile_photo_url: p.profilePhotoUrl ?? "" });

/** Spec 2.6 (profile_photo_url is "" for people without a photo). */
export function toBlockOutput(row: Row): BlockOutput {
  return {
    id: row.id,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    teacher: { ...person(row.teacher), disciplines: row.teacher.teacherDisciplines.map((d) => ({ name: d.discipline.name })) },
    created_by: person(row.createdBy),
  };
}
