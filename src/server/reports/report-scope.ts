import type { Expression } from "kysely";
import { groupInScope, oneOf, schoolInScope } from "@/server/scope/predicates";
import { assertGroups, assertSchools, type Scope } from "@/server/scope/scope";

/** The groups to report on: the ids asked for, refused if outside the caller's access, else every group in scope. */
export function reportGroupsFilter(scope: Scope, groupIds: string[] | undefined, group: Expression<string>) {
  if (!groupIds?.length) return groupInScope(scope, group);
  assertGroups(scope, groupIds);
  return oneOf(group, [...new Set(groupIds)]);
}

/** The schools to report on: the ids asked for, refused outside the caller's administration, else all they administer. */
export function reportSchoolsFilter(scope: Scope, schoolIds: string[] | undefined, school: Expression<string>) {
  if (!schoolIds?.length) return schoolInScope(scope, school, "admin");
  assertSchools(scope, schoolIds, "admin");
  return oneOf(school, [...new Set(schoolIds)]);
}

/** A file name from the report and its range: questions_2026-01-01_2026-12-31. */
export function reportFileName(kind: string, range?: { start_date: number; end_date: number }, name?: string): string {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const base = name ? `${kind}_${name}` : kind;
  return range ? `${base}_${day(range.start_date)}_${day(range.end_date)}` : base;
}
