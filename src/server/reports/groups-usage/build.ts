import type { AppDeps } from "@/server/app-deps";
import { dateBr, dateIso } from "../format/dates";
import type { GroupsUsageInput } from "../schema";
import * as queries from "./queries";
import type { GroupsUsage } from "./schema";

const round = (value: number | string | null | undefined, digits = 2) =>
  value === null || value === undefined ? null : Number(Number(value).toFixed(digits));
const mean = (items: { value: number; count: number }[]) => {
  const count = items.reduce((n, i) => n + i.count, 0);
  return count ? round(items.reduce((s, i) => s + i.value * i.count, 0) / count) : null;
};

type Person = { created_at: Date; blocked_at: Date | null; deleted_at: Date | null };

/** Spec 2.5, with the definitions of docs/reports.md; every figure is aggregated in SQL. */
export async function buildGroupsUsage(deps: AppDeps, input: GroupsUsageInput, timeZone: string): Promise<GroupsUsage> {
  const db = deps.db.kysely;
  const [[summary], byDiscipline, ratings, nps, students] = await Promise.all([
    queries.summaryQuery(db, input).execute(),
    queries.byDisciplineQuery(db, input).execute(),
    queries.ratingsQuery(db, input).execute(),
    queries.npsQuery(db, input).execute(),
    queries.studentsQuery(db, input).execute(),
  ]);
  const teachers = input.show_teachers ? await queries.teachersQuery(db, input).execute() : undefined;
  const disciplines = input.show_disciplines ? await queries.disciplinesQuery(db, input).execute() : undefined;

  const day = (date: Date | null) => (date ? dateIso(date, timeZone) : null);
  const person = (p: Person) => ({
    active: !p.blocked_at && !p.deleted_at,
    created_at: dateIso(p.created_at, timeZone),
    blocked_at: day(p.blocked_at),
    deleted_at: day(p.deleted_at),
  });
  const npsOf = (kind: "GENERAL" | "RESPONSE_TIME") =>
    nps.filter((n) => n.kind === kind).map((n) => ({ value: n.score, count: n.count }));

  return {
    ...(input.name ? { name: input.name } : {}),
    start_date: dateBr(new Date(input.start_date), timeZone),
    end_date: dateBr(new Date(input.end_date), timeZone),
    total_questions: summary?.total_questions ?? 0,
    average_adjusted_response_time_in_minutes: round(summary?.adjusted_minutes) ?? 0,
    questions_count_by_discipline: Object.fromEntries(byDiscipline.map((d) => [d.name, d.count])),
    active_users_percentage: students.length
      ? round((100 * students.filter((s) => s.used).length) / students.length, 1)!
      : 0,
    average_answer_rating: round(summary?.average_rating),
    average_nps: mean(npsOf("GENERAL")),
    average_response_time_nps: mean(npsOf("RESPONSE_TIME")),
    nps_answers: nps
      .map((n) => ({ kind: n.kind, score: n.score, count: n.count }))
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.score - b.score),
    answer_ratings: [1, 2, 3, 4, 5].map((rating) => ({
      rating,
      count: ratings.find((r) => r.rating === rating)?.count ?? 0,
    })),
    students: students.map((s) => ({
      name: s.name,
      groups: s.groups,
      email: s.email,
      ...person(s),
      questions_count: s.questions_count,
      questions: s.questions,
    })),
    ...(teachers && {
      teachers: teachers.map((t) => ({
        first_name: t.first_name,
        last_name: t.last_name,
        email: t.email,
        groups: t.groups,
        disciplines: t.disciplines,
        ...person(t),
        answered_questions_count: t.answered_questions_count,
        average_response_time_in_minutes: round(t.average_response_minutes),
      })),
    }),
    ...(disciplines && {
      disciplines: disciplines.map((d) => ({
        name: d.name,
        top_subjects: d.top_subjects,
        total_questions: d.total_questions,
        average_response_time_in_minutes: round(d.average_response_minutes) ?? 0,
      })),
    }),
  };
}
