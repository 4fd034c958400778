import type { Tx } from "@/server/db/client";

/** A teacher's blocks concern the schools the teacher works at. */
export async function teacherSchoolIds(tx: Tx, teacherId: string): Promise<string[]> {
  const memberships = await tx.schoolMembership.findMany({ where: { userId: teacherId }, select: { schoolId: true } });
  return memberships.map((m) => m.schoolId);
}

/** A block as the audit log keeps it: ids, not names (names are read from the users when shown). */
export const blockSnapshot = (b: {
  id: string;
  teacherId: string;
  startDate: Date;
  endDate: Date;
  reason: string;
  createdById: string;
}) => ({
  id: b.id,
  teacher_id: b.teacherId,
  start_date: b.startDate.toISOString(),
  end_date: b.endDate.toISOString(),
  reason: b.reason,
  created_by_id: b.createdById,
});
