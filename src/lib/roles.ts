import type { Role } from "@/generated/prisma/enums";

/** Who uses the admin areas (students have only their own identity and tokens). */
const staffRoles: readonly Role[] = ["PLATFORM_ADMIN", "SCHOOL_ADMIN", "TEACHER"];
const adminRoles: readonly Role[] = ["PLATFORM_ADMIN", "SCHOOL_ADMIN"];
/** Every school, not only the user's own: the one role that reaches across schools. */
const platformRoles: readonly Role[] = ["PLATFORM_ADMIN"];

export const isStaff = (role: Role) => staffRoles.includes(role);
export const isAdmin = (role: Role) => adminRoles.includes(role);
export const isPlatformAdmin = (role: Role) => platformRoles.includes(role);
