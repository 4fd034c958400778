import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import type { AppDeps } from "@/server/app-deps";
import { DomainError } from "@/server/errors/domain-error";
import { assertSchools, type Scope } from "@/server/scope/scope";
import type { AuditEntryOutput, AuditList, ListAuditQuery } from "./schema";

const cursorShape = z.tuple([z.iso.datetime(), z.uuid()]);
type Cursor = z.infer<typeof cursorShape>;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");
function decodeCursor(raw: string): Cursor {
  try {
    const parsed = cursorShape.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    if (parsed.success) return parsed.data;
  } catch {
    // falls through to the error below
  }
  throw new DomainError("BAD_REQUEST", "Invalid cursor", [{ path: ["cursor"], code: "invalid_cursor", message: "Use next_cursor of a previous page" }]);
}

/** Platform admins read every entry; school admins the entries of the schools they administer. */
function scopeWhere(scope: Scope): Prisma.AuditEntryWhereInput {
  return scope.all ? {} : { schoolIds: { hasSome: scope.adminSchoolIds } };
}

type Row = Prisma.AuditEntryGetPayload<{ include: { actor: { select: { id: true; firstName: true; lastName: true; email: true } } } }>;

const asSnapshot = (value: Prisma.JsonValue | null) => (value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null);

/**
 * What a school admin may see of an entry: of a discipline shared with another school, only their
 * own schools among its owners; of a record moved to another school (a platform admin's edit),
 * not its state there; of a person, only those of their schools or a platform admin.
 */
type Visibility = { schoolIds: Set<string> | null; actorIds: Set<string> | null };

const visibleIds = (ids: unknown, visible: Set<string> | null) => (visible && Array.isArray(ids) ? ids.filter((id) => visible.has(String(id))) : ids);

function visibleSnapshot(snapshot: Record<string, unknown> | null, visibility: Visibility) {
  if (!snapshot || !visibility.schoolIds) return snapshot;
  if (typeof snapshot.school_id === "string" && !visibility.schoolIds.has(snapshot.school_id)) return null;
  if (!("owner_ids" in snapshot)) return snapshot;
  return { ...snapshot, owner_ids: visibleIds(snapshot.owner_ids, visibility.schoolIds) };
}

async function visibilityFor(deps: AppDeps, scope: Scope, rows: Row[]): Promise<Visibility> {
  if (scope.all) return { schoolIds: null, actorIds: null };
  const actorIds = [...new Set(rows.flatMap((r) => (r.actorUserId ? [r.actorUserId] : [])))];
  const visible = await deps.db.prisma.user.findMany({
    where: { id: { in: actorIds }, OR: [{ role: "PLATFORM_ADMIN" }, { schoolMemberships: { some: { schoolId: { in: scope.schoolIds } } } }] },
    select: { id: true },
  });
  return { schoolIds: new Set(scope.schoolIds), actorIds: new Set(visible.map((u) => u.id)) };
}

function toOutput(row: Row, visibility: Visibility): AuditEntryOutput {
  const shown = !visibility.actorIds || (row.actorUserId !== null && visibility.actorIds.has(row.actorUserId));
  const actor = shown ? row.actor : null;
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: actor ? { id: actor.id, name: `${actor.firstName} ${actor.lastName}`, email: actor.email } : null,
    actor_kind: row.actorKind,
    token_id: shown ? row.tokenId : null,
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    school_ids: visibleIds(row.schoolIds, visibility.schoolIds) as string[],
    before: visibleSnapshot(asSnapshot(row.before), visibility),
    after: visibleSnapshot(asSnapshot(row.after), visibility),
  };
}

/** The audit log, newest first, filtered and paged by keyset on (at, id); callers are admins (their policy). */
export async function listAuditEntries(deps: AppDeps, scope: Scope, query: ListAuditQuery): Promise<AuditList> {
  if (query.school_id) assertSchools(scope, [query.school_id], "admin");
  if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
    throw new DomainError("UNPROCESSABLE", "from must not be after to", [{ path: ["to"], code: "custom", message: "Before from" }]);
  }
  const where: Prisma.AuditEntryWhereInput[] = [scopeWhere(scope)];
  if (query.school_id) where.push({ schoolIds: { has: query.school_id } });
  if (query.from !== undefined) where.push({ at: { gte: new Date(query.from) } });
  if (query.to !== undefined) where.push({ at: { lt: new Date(query.to) } });
  if (query.actor_id) where.push({ actorUserId: query.actor_id });
  if (query.entity_type) where.push({ entityType: query.entity_type });
  if (query.entity_id) where.push({ entityId: query.entity_id });
  if (query.action) where.push({ action: query.action });
  if (query.cursor) {
    const [at, id] = decodeCursor(query.cursor);
    where.push({ OR: [{ at: { lt: new Date(at) } }, { at: new Date(at), id: { lt: id } }] });
  }
  const rows = await deps.db.prisma.auditEntry.findMany({
    where: { AND: where },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    include: { actor: { select: { id: true, firstName: true, lastName: true, email: true } } },
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const visibility = await visibilityFor(deps, scope, page);
  return { items: page.map((row) => toOutput(row, visibility)), next_cursor: rows.length > query.limit && last ? encodeCursor([last.at.toISOString(), last.id]) : null };
}
