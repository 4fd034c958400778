import type { Prisma } from "@/generated/prisma/client";
import type { AppDeps } from "@/server/app-deps";
import { absoluteUrl } from "@/server/http/public-origin";
import type { Scope } from "@/server/scope/scope";
import { settlePendingUploads } from "@/server/uploads/uploads";
import { readableDisciplines, visibleOwners } from "./access";

/** Images uploaded straight to S3 since the last read are picked up first. */
async function settleUploads(deps: AppDeps, where: Prisma.DisciplineWhereInput) {
  if (deps.storage.kind !== "s3") return;
  const pending = await deps.db.prisma.upload.findMany({ where: { completedAt: null, discipline: where }, select: { disciplineId: true }, distinct: ["disciplineId"] });
  await settlePendingUploads(deps.db.prisma, deps.storage, pending.flatMap((u) => (u.disciplineId === null ? [] : [u.disciplineId])));
}

export async function listDisciplines(deps: AppDeps, scope: Scope, origin: string) {
  const where = readableDisciplines(scope);
  await settleUploads(deps, where);
  const rows = await deps.db.prisma.discipline.findMany({ where, select: { id: true, name: true, iconUrl: true, headerUrl: true }, orderBy: [{ name: "asc" }, { id: "asc" }] });
  return rows.map((d) => ({ id: d.id, name: d.name, icon_url: absoluteUrl(d.iconUrl, origin), header_url: absoluteUrl(d.headerUrl, origin) }));
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
