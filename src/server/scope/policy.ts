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

/** The one check of a caller's role, run by REST and tRPC alike before the service: 403 when refused. */
export function enforcePolicy(scope: Scope, policy: Policy): void {
  if (policy === "staff" && !isStaff(scope.role))
    throw forbidden("staff_only", "Students have no access to the admin API");
  if (policy === "admin" && !isAdmin(scope.role)) throw forbidden("admin_only", "Only administrators may do this");
  if (policy === "platform" && !isPlatformAdmin(scope.role)) {
    throw forbidden("platform_admin_only", "Only platform administrators may do this");
  }
}
