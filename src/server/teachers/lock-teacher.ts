import type { Prisma } from "@/generated/prisma/client";

/**
 * One writer per teacher at a time: availability blocks and bookings both check a teacher's time
 * for overlaps before they insert, and under this lock each sees the other's work.
 */
export const lockTeacher = (tx: Prisma.TransactionClient, teacherId: string) =>
  tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${teacherId}))`;
