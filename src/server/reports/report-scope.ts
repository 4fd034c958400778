import { assertGroups, assertSchools, type Scope } from "@/server/scope/scope";

/** Group ids to report on (null: every group), refusing ids outside the caller's access. */
export function reportGroups(scope: Scope, groupIds: string[] | undefined): string[] | null {
  if (groupIds?.length) {
    assertGroups(scope, groupIds);
    return [...new Set(groupIds)];
  }
  return scope.all ? null : scope.groupIds;
}

/** School ids to report on (null: every school), refusing ids outside the caller's access. */
export function reportSchools(scope: Scope, schoolIds: string[] | undefined): string[] | null {
  if (schoolIds?.length) {
    assertSchools(scope, schoolIds, "admin");
    return [...new Set(schoolIds)];
  }
  return scope.all ? null : scope.adminSchoolIds;
}

/** A file name from the report and its range: questions_2026-01-01_2026-12-31. */
export function reportFileName(kind: string, range?: { start_date: number; end_date: number }, name?: string): string {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const base = name ? `${kind}_${name}` : kind;
  return range ? `${base}_${day(range.start_date)}_${day(range.end_date)}` : base;
}
