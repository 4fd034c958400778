type BookingRow = {
  id: string;
  schoolId: string;
  groupId: string;
  studentId: string;
  teacherId: string;
  disciplineId: number;
  roomId: string | null;
  scheduledFor: Date;
  durationMinutes: number;
  cancelledAt: Date | null;
  cancelledById: string | null;
};

/** A booking as the audit log keeps it: the scheduling facts, by id; no ratings or meeting data. */
export const bookingSnapshot = (b: BookingRow) => ({
  id: b.id,
  school_id: b.schoolId,
  group_id: b.groupId,
  student_id: b.studentId,
  teacher_id: b.teacherId,
  discipline_id: b.disciplineId,
  room_id: b.roomId,
  scheduled_for: b.scheduledFor.toISOString(),
  duration_minutes: b.durationMinutes,
  cancelled_at: b.cancelledAt?.toISOString() ?? null,
  cancelled_by_id: b.cancelledById,
});
