import type { Role } from "@/generated/prisma/enums";

/** Who uses the admin areas (students have only their own identity and tokens). */
export const staffRoles: readonly Role[] = ["PLATFORM_ADMIN", "SCHOOL_ADMIN", "TEACHER"];
export const adminRoles: readonly Role[] = ["PLATFORM_ADMIN", "SCHOOL_ADMIN"];
