import { z } from "zod";
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { DB } from "@/generated/kysely/types";
import type { Ctx } from "@/server/context";
import { DomainError } from "@/server/errors/domain-error";
import { keysetPage } from "@/server/http/keyset-page";
import { decodeCursor } from "@/server/http/page-cursor";
import { oneOf, schoolInScope } from "@/server/scope/predicates";
import type { Scope } from "@/server/scope/scope";
import type { AuditEntryOutput, AuditList, ListAuditQuery } from "./schema";

/** Where a page ends: the log's order, newest first, then by id. */
const position = z.tuple([z.iso.datetime(), z.uuid()]);

/** Platform admins read every entry; school admins the entries of the schools they administer. */
function entryInScope(scope: Scope, eb: ExpressionBuilder<DB, "audit_log">): Expression<SqlBool> {
  return scope.all ? eb.lit(true) : eb("audit_log.school_ids", "&&", eb.val(scope.adminSchoolIds));
}

type Row = Awaited<ReturnType<typeof pageOfEntries>>[number];
const asSnapshot = (value: unknown) =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * What a school admin may see of an entry: of a discipline shared with another school, only their
 * own schools among its owners; of a record moved to another school (a platform admin's edit),
 * not its state there; of a person, only those of their schools or a platform admin.
 */
type Visibility = { schoolIds: Set<string> | null; actorIds: Set<string> | null };

const visibleIds = (ids: unknown, visible: Set<string> | null) =>
  visible && Array.isArray(ids) ? ids.filter((id) => visible.has(String(id))) : ids;

function visibleSnapshot(snapshot: Record<string, unknown> | null, visibility: Visibility) {
  if (!snapshot || !visibility.schoolIds) return snapshot;
  if (typeof snapshot.school_id === "string" && !visibility.schoolIds.has(snapshot.school_id)) return null;
  if (!("owner_ids" in snapshot)) return snapshot;
  return { ...snapshot, owner_ids: visibleIds(snapshot.owner_ids, visibility.schoolIds) };
}

/** Of the entries' actors, those a school admin may see: platform admins and the people of their schools. */
async function visibilityFor(ctx: Ctx, rows: Row[]): Promise<Visibility> {
  const { scope } = ctx;
  if (scope.all) return { schoolIds: null, actorIds: null };
  const actorIds = [...new Set(rows.flatMap((r) => (r.actor_user_id ? [r.actor_user_id] : [])))];
  const visible =
    actorIds.length === 0
      ? []
      : await ctx.db.kysely
          .selectFrom("users")
          .select("users.id")
          .where((eb) =>
            eb.and([
              oneOf(eb.ref("users.id"), actorIds),
              eb.or([
                eb("users.role", "=", "PLATFORM_ADMIN"),
                eb.exists(
                  eb
                    .selectFrom("school_memberships as sm")
                    .select("sm.user_id")
                    .whereRef("sm.user_id", "=", "users.id")
                    .where((w) => schoolInScope(scope, w.ref("sm.school_id"))),
                ),
              ]),
            ]),
          )
          .execute();
  return { schoolIds: new Set(scope.schoolIds), actorIds: new Set(visible.map((u) => u.id)) };
}

function toOutput(row: Row, visibility: Visibility): AuditEntryOutput {
  const shown = !visibility.actorIds || (row.actor_user_id !== null && visibility.actorIds.has(row.actor_user_id));
  const actor = shown && row.actor_id ? { id: row.actor_id, name: row.actor_name!, email: row.actor_email! } : null;
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor,
    actor_kind: row.actor_kind,
    token_id: shown ? row.token_id : null,
    action: row.action,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    school_ids: visibleIds(row.school_ids, visibility.schoolIds) as string[],
    before: visibleSnapshot(asSnapshot(row.before), visibility),
    after: visibleSnapshot(asSnapshot(row.after), visibility),
  };
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
  const visibility = await visibilityFor(ctx, page.items);
  return { items: page.items.map((row) => toOutput(row, visibility)), next_cursor: page.next_cursor };
}
