import { z } from "zod";
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { DB } from "@/generated/kysely/types";
import type { Ctx } from "@/server/context";
import { DomainError } from "@/server/errors/domain-error";
import { keysetPage } from "@/server/http/keyset-page";
import { decodeCursor } from "@/server/http/page-cursor";
import { oneOf } from "@/server/scope/predicates";
import type { Scope } from "@/server/scope/scope";
import { userTimeZone } from "@/server/time/user-time-zone";
import { describeEntry, refsOfPage } from "./describe-entries";
import { refKey, resolveNames } from "./resolve-names";
import type { AuditEntryOutput, AuditList, ListAuditQuery } from "./schema";

/** Where a page ends: the log's order, newest first, then by id. */
const position = z.tuple([z.iso.datetime(), z.uuid()]);

/** Records of one person, not of a school: an entry about one has no school (docs/audit.md, "Reading it"). */
const personalRecords = ["api_token", "calendar_feed"];

/**
 * Platform admins read every entry; school admins the entries of the schools they administer, and those of the
 * personal records (API tokens, personal calendar feeds) of the people of those schools, who wrote them.
 */
function entryInScope(scope: Scope, eb: ExpressionBuilder<DB, "audit_log">): Expression<SqlBool> {
  if (scope.all) return eb.lit(true);
  return eb.or([
    eb("audit_log.school_ids", "&&", eb.val(scope.adminSchoolIds)),
    eb.and([
      eb("audit_log.entity_type", "in", personalRecords),
      eb(eb.fn<number>("cardinality", [eb.ref("audit_log.school_ids")]), "=", 0),
      eb.exists(
        eb
          .selectFrom("school_memberships as sm")
          .select("sm.user_id")
          .whereRef("sm.user_id", "=", "audit_log.actor_user_id")
          .where((w) => oneOf(w.ref("sm.school_id"), scope.adminSchoolIds)),
      ),
    ]),
  ]);
}

type Row = Awaited<ReturnType<typeof pageOfEntries>>[number];
type Snapshot = Record<string, unknown> | null;
const asSnapshot = (value: unknown): Snapshot =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const visibleIds = (ids: unknown, visible: Set<string> | null) =>
  visible && Array.isArray(ids) ? ids.filter((id) => visible.has(String(id))) : ids;

/** A snapshot's school: an exam's or booking's `school_id`, a question's `belongs_to`. */
function schoolOf(snapshot: Record<string, unknown>): unknown {
  const belongsTo = snapshot.belongs_to;
  if (belongsTo && typeof belongsTo === "object" && "id" in belongsTo) return belongsTo.id;
  return snapshot.school_id;
}

/**
 * What a school admin may see of a snapshot: of a discipline shared with another school, only their own schools
 * among its owners; of a record moved to another school (a platform admin's edit), not its state there.
 */
function visibleSnapshot(snapshot: Snapshot, schools: Set<string> | null): Snapshot {
  if (!snapshot || !schools) return snapshot;
  const school = schoolOf(snapshot);
  if (typeof school === "string" && !schools.has(school)) return null;
  if (!("owner_ids" in snapshot)) return snapshot;
  return { ...snapshot, owner_ids: visibleIds(snapshot.owner_ids, schools) };
}

/** The entries of a page as the caller may see them, described; a person shows when the caller may read them. */
async function toOutputs(ctx: Ctx, rows: Row[]): Promise<AuditEntryOutput[]> {
  const { scope } = ctx;
  const schools = scope.all ? null : new Set(scope.schoolIds);
  const seen = rows.map((row) => ({
    row,
    action: row.action,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    actor_id: row.actor_user_id,
    school_ids: visibleIds(row.school_ids, schools) as string[],
    before: visibleSnapshot(asSnapshot(row.before), schools),
    after: visibleSnapshot(asSnapshot(row.after), schools),
  }));
  const [names, callerZone] = await Promise.all([
    resolveNames(ctx.db.kysely, scope, refsOfPage(seen)),
    userTimeZone(ctx.db, scope.user.id),
  ]);
  return seen.map(({ row, ...entry }) => {
    const shown = row.actor_user_id !== null && names.names.has(refKey("user", row.actor_user_id));
    return {
      id: row.id,
      at: row.at.toISOString(),
      actor: shown && row.actor_id ? { id: row.actor_id, name: row.actor_name!, email: row.actor_email! } : null,
      actor_kind: row.actor_kind,
      token_id: shown ? row.token_id : null,
      action: row.action,
      entity_type: row.entity_type,
      entity_id: row.entity_id,
      school_ids: entry.school_ids,
      before: entry.before,
      after: entry.after,
      ...describeEntry(entry, names, callerZone),
    };
  });
}

/** One page and one entry more (there is a next page when it comes back), newest first by keyset on (at, id). */
function pageOfEntries(ctx: Ctx, query: ListAuditQuery) {
  const cursor = query.cursor ? decodeCursor(query.cursor, "audit", position) : null;
  return ctx.db.kysely
    .selectFrom("audit_log")
    .leftJoin("users", "users.id", "audit_log.actor_user_id")
    .selectAll("audit_log")
    .select((eb) => [
      "users.id as actor_id",
      eb
        .fn<string>("concat_ws", [sql.lit(" "), eb.ref("users.first_name"), eb.ref("users.last_name")])
        .as("actor_name"),
      "users.email as actor_email",
    ])
    .where((eb) => {
      const where = [entryInScope(ctx.scope, eb)];
      if (query.school_id) where.push(eb("audit_log.school_ids", "@>", eb.val([query.school_id])));
      if (query.from !== undefined) where.push(eb("audit_log.at", ">=", new Date(query.from)));
      if (query.to !== undefined) where.push(eb("audit_log.at", "<", new Date(query.to)));
      if (query.actor_id) where.push(eb("audit_log.actor_user_id", "=", query.actor_id));
      if (query.entity_type) where.push(eb("audit_log.entity_type", "=", query.entity_type));
      if (query.entity_id) where.push(eb("audit_log.entity_id", "=", query.entity_id));
      if (query.action) where.push(eb("audit_log.action", "=", query.action));
      const [at, id] = cursor ?? [];
      if (at && id) where.push(eb(eb.refTuple("audit_log.at", "audit_log.id"), "<", eb.tuple(new Date(at), id)));
      return eb.and(where);
    })
    .orderBy("audit_log.at", "desc")
    .orderBy("audit_log.id", "desc")
    .limit(query.limit + 1)
    .execute();
}

/** The audit log, newest first, filtered and paged by keyset on (at, id); callers are admins (their policy). */
export async function listAuditEntries(ctx: Ctx, query: ListAuditQuery): Promise<AuditList> {
  if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
    throw new DomainError("UNPROCESSABLE", "end_before_start", "from must not be after to", {
      issues: [{ path: ["to"], code: "end_before_start", message: "Before from" }],
    });
  }
  const rows = await pageOfEntries(ctx, query);
  const page = keysetPage(rows, query.limit, "audit", (row) => [row.at.toISOString(), row.id]);
  return { items: await toOutputs(ctx, page.items), next_cursor: page.next_cursor };
}
