import type { Prisma } from "@/generated/prisma/client";
import type { AppDeps } from "@/server/app-deps";
import { namedStatement } from "@/server/db/client";
import { absoluteUrl } from "@/server/http/public-origin";
import type { Scope } from "@/server/scope/scope";
import { readableDisciplines, visibleOwners } from "./access";
import { settlePendingUploads } from "./image-uploads";

/** Images uploaded straight to S3 since the last read are picked up first. */
async function settleUploads(deps: AppDeps, where: Prisma.DisciplineWhereInput) {
  if (deps.storage.kind !== "s3") return;
  const pending = await deps.db.prisma.upload.findMany({ where: { completedAt: null, discipline: where }, select: { disciplineId: true }, distinct: ["disciplineId"] });
  await settlePendingUploads(deps.db.prisma, deps.storage, pending.flatMap((u) => (u.disciplineId === null ? [] : [u.disciplineId])));
}

/** readableDisciplines in SQL: $1 all, $2 the scope's schools, $3 its groups. */
const listStatement = namedStatement(
  "disciplines-list",
  `
  SELECT d.id, d.name, d.icon_url, d.header_url FROM disciplines d
  WHERE $1
    OR EXISTS (SELECT 1 FROM discipline_owners o WHERE o.discipline_id = d.id AND o.school_id = ANY($2::uuid[]))
    OR EXISTS (SELECT 1 FROM group_disciplines gd WHERE gd.discipline_id = d.id AND gd.group_id = ANY($3::uuid[]))
  ORDER BY d.name, d.id`,
);

/** GET /disciplines, read by every client screen: one SQL statement rather than a compiled Prisma query. */
export async function listDisciplines(deps: AppDeps, scope: Scope, origin: string) {
  await settleUploads(deps, readableDisciplines(scope));
  const { rows } = await deps.db.pool.query<{ id: number; name: string; icon_url: string; header_url: string }>(listStatement, [scope.all, scope.schoolIds, scope.groupIds]);
  return rows.map((d) => ({ id: d.id, name: d.name, icon_url: absoluteUrl(d.icon_url, origin), header_url: absoluteUrl(d.header_url, origin) }));
}

/** The editor's list: also subject counts and owner schools. */
export async function listDisciplinesForEditor(deps: AppDeps, scope: Scope, origin: string) {
  const where = readableDisciplines(scope);
  await settleUploads(deps, where);
  const rows = await deps.db.prisma.discipline.findMany({
    where,
    select: { id: true, name: true, iconUrl: true, _count: { select: { subjects: true } }, owners: { where: visibleOwners(scope), select: { school: { select: { id: true, name: true } } } } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return rows.map((d) => ({ id: d.id, name: d.name, icon_url: absoluteUrl(d.iconUrl, origin), subject_count: d._count.subjects, owners: d.owners.map((o) => o.school) }));
}
