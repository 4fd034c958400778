import type { Expression } from "kysely";
import { groupInScope, oneOf, schoolInScope } from "@/server/scope/predicates";
import type { Scope } from "@/server/scope/scope";

/** The groups to report on: the ids asked for (their route declares them in scope), else every group in scope. */
export function reportGroupsFilter(scope: Scope, groupIds: string[] | undefined, group: Expression<string>) {
  return groupIds?.length ? oneOf(group, [...new Set(groupIds)]) : groupInScope(scope, group);
}

/** The schools to report on: the ids asked for (their route declares them administered), else all the caller's. */
export function reportSchoolsFilter(scope: Scope, schoolIds: string[] | undefined, school: Expression<string>) {
  return schoolIds?.length ? oneOf(school, [...new Set(schoolIds)]) : schoolInScope(scope, school, "admin");
}

/** A file name from the report and its range: questions_2026-01-01_2026-12-31. */
export function reportFileName(kind: string, range?: { start_date: number; end_date: number }, name?: string): string {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const base = name ? `${kind}_${name}` : kind;
  return range ? `${base}_${day(range.start_date)}_${day(range.end_date)}` : base;
}
