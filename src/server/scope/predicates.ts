import { expressionBuilder, sql, type Expression, type SqlBool } from "kysely";
import type { DB } from "@/generated/kysely/types";
import type { Scope } from "./scope";

/**
 * The access rules, each written once as a Kysely expression that every list, report, statistic,
 * single read and write check composes into its query. Rules that name a table (`examAccessible`,
 * `teacherManaged`, `managedTeachers`) refer to it by its own name: a query using them selects from that
 * table unaliased.
 * Whether a user is active at all is auth's rule (`activeUser`).
 */
const eb = expressionBuilder<DB, keyof DB>();
const always = eb.lit(true);
const never = eb.lit(false);

/** `ref` is one of `ids`; a single array parameter, so the statement's text does not depend on how many. */
export const oneOf = <T extends string | number>(ref: Expression<T | null>, ids: readonly T[]): Expression<SqlBool> =>
  sql<SqlBool>`${ref} = any(${ids})`;

/** A school the caller may read (`read`) or change (`admin`). */
export function schoolInScope(
  scope: Pick<Scope, "all" | "schoolIds" | "adminSchoolIds">,
  school: Expression<string | null>,
  mode: "read" | "admin" = "read",
): Expression<SqlBool> {
  if (scope.all) return always;
  return oneOf(school, mode === "admin" ? scope.adminSchoolIds : scope.schoolIds);
}

/** A group the caller may read: every group of a school admin's schools, a teacher's own groups. */
export const groupInScope = (
  scope: Pick<Scope, "all" | "groupIds">,
  group: Expression<string | null>,
): Expression<SqlBool> => (scope.all ? always : oneOf(group, scope.groupIds));

/** Disciplines a caller can use: owned by one of their schools or assigned to one of their groups. */
export function disciplineReadable(
  scope: Pick<Scope, "all" | "schoolIds" | "groupIds">,
  discipline: Expression<number | null>,
): Expression<SqlBool> {
  if (scope.all) return always;
  return eb.or([
    eb.exists(
      eb
        .selectFrom("discipline_owners as o")
        .select(eb.lit(1).as("one"))
        .where("o.discipline_id", "=", discipline)
        .where((w) => oneOf(w.ref("o.school_id"), scope.schoolIds)),
    ),
    eb.exists(
      eb
        .selectFrom("group_disciplines as gd")
        .select(eb.lit(1).as("one"))
        .where("gd.discipline_id", "=", discipline)
        .where((w) => oneOf(w.ref("gd.group_id"), scope.groupIds)),
    ),
  ]);
}

/**
 * A row no pending question import wrote: an import writes its questions and subjects in batches of short
 * transactions, hidden from every read and write until it is published (docs/interchange.md). `importId` is the
 * row's `import_id`; null for rows written otherwise.
 */
export const importPublished = (importId: Expression<string | null>): Expression<SqlBool> =>
  eb.not(
    eb.exists(
      eb
        .selectFrom("bank_imports as bi")
        .select(eb.lit(1).as("one"))
        .where("bi.id", "=", importId)
        .where("bi.published_at", "is", null),
    ),
  );

/**
 * Exams a caller can change: a platform admin all; a school admin those of their schools; a
 * teacher those given to one of their groups.
 */
export function examAccessible(scope: Scope): Expression<SqlBool> {
  if (scope.all) return always;
  return eb.or([
    oneOf(eb.ref("exams.school_id"), scope.adminSchoolIds),
    eb.exists(
      eb
        .selectFrom("exam_groups as eg")
        .select(eb.lit(1).as("one"))
        .whereRef("eg.exam_id", "=", "exams.id")
        .where((w) => oneOf(w.ref("eg.group_id"), scope.groupIds)),
    ),
  ]);
}

/** Whose time is managed: one teacher's own, or every teacher of some schools, or every teacher. */
type ManagedTeachers = { teacher: string } | { schools: readonly string[] } | "every";

/** The teachers of `managed`; the calendar feed names them itself, from the feed, with no caller behind it. */
export function managedTeachers(managed: ManagedTeachers): Expression<SqlBool> {
  if (typeof managed === "object" && "teacher" in managed) return eb("users.id", "=", managed.teacher);
  const teacher = eb("users.role", "=", "TEACHER");
  if (managed === "every") return teacher;
  return eb.and([
    teacher,
    eb.exists(
      eb
        .selectFrom("school_memberships as sm")
        .select(eb.lit(1).as("one"))
        .whereRef("sm.user_id", "=", "users.id")
        .where((w) => oneOf(w.ref("sm.school_id"), managed.schools)),
    ),
  ]);
}

/**
 * Teachers whose time a caller may see and change (availability blocks, and whom they may book):
 * a teacher their own, an admin the teachers of their schools.
 */
export function teacherManaged(scope: Scope): Expression<SqlBool> {
  if (scope.role === "TEACHER") return managedTeachers({ teacher: scope.user.id });
  if (scope.all) return managedTeachers("every");
  if (scope.role !== "SCHOOL_ADMIN") return never;
  return managedTeachers({ schools: scope.adminSchoolIds });
}
