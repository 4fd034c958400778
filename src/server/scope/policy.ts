import type { Role } from "@/generated/prisma/enums";
import { isAdmin, isPlatformAdmin, isStaff } from "@/lib/roles";
import { forbidden } from "@/server/errors/domain-error";
import type { Scope } from "@/server/scope/scope";

/**
 * Who may call an operation; every REST route (`access`) and tRPC procedure (meta `policy`) declares one.
 * `user`: any signed-in user, students included (their identity and tokens); `staff`: not students;
 * `admin`: platform and school administrators; `platform`: platform administrators only.
 */
export const policies = ["user", "staff", "admin", "platform"] as const;

export type Policy = (typeof policies)[number];

const admits: Record<Policy, (role: Role) => boolean> = {
  user: () => true,
  staff: isStaff,
  admin: isAdmin,
  platform: isPlatformAdmin,
};

/** Whether a policy lets a role through: what enforcePolicy checks, and what a page or a menu asks beforehand. */
export const allows = (policy: Policy, role: Role): boolean => admits[policy](role);

const refusals = {
  staff: ["staff_only", "Students have no access to the admin API"],
  admin: ["admin_only", "Only administrators may do this"],
  platform: ["platform_admin_only", "Only platform administrators may do this"],
} as const;

/** The one check of a caller's role, run by REST and tRPC alike before the service: 403 when refused. */
export function enforcePolicy(scope: Scope, policy: Policy): void {
  if (policy === "user" || allows(policy, scope.role)) return;
  const [reason, message] = refusals[policy];
  throw forbidden(reason, message);
}
