import { dateIso } from "./format/dates";
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

type Range = { start_date: number; end_date: number };

/**
 * A file name from the report and its range as the user chose it, in days of the school's zone, the
 * end day included: perguntas_2026-06-01_2026-06-30 for June in São Paulo (end_date 30/06 23:59:59.999).
 */
export function reportFileName(kind: string, dated?: { range: Range; timeZone: string; name?: string }): string {
  if (!dated) return kind;
  const { range, timeZone, name } = dated;
  const day = (ms: number) => dateIso(new Date(ms), timeZone);
  return `${name ? `${kind}_${name}` : kind}_${day(range.start_date)}_${day(range.end_date)}`;
}
