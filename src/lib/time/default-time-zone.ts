/**
 * The time zone of a school that names none, and of a user with no school (the platform admin). The
 * only place it is written in code; `prisma/schema.prisma` repeats it as the column's default.
 */
export const DEFAULT_TIME_ZONE = "America/Sao_Paulo";
