import { isAdmin } from "@/lib/roles";
import type { AppDeps } from "@/server/app-deps";
import { forbidden, notFound } from "@/server/errors/domain-error";
import { absoluteUrl } from "@/server/http/public-origin";
import type { Scope } from "@/server/scope/scope";
import { readableDisciplines, visibleOwners } from "./access";
import { settlePendingUploads } from "./image-uploads";
import type { DisciplineDetail } from "./schema";

export async function getDiscipline(deps: AppDeps, scope: Scope, id: number, origin: string): Promise<DisciplineDetail> {
  const { prisma } = deps.db;
  const exists = await prisma.discipline.count({ where: { id } });
  if (!exists) throw notFound("Discipline");
  if (!(await prisma.discipline.count({ where: { id, ...readableDisciplines(scope) } }))) throw forbidden("This discipline is outside your access");
  await settlePendingUploads(prisma, deps.storage, [id]);
  const d = await prisma.discipline.findUniqueOrThrow({
    where: { id },
    include: { subjects: { orderBy: { id: "asc" } }, owners: { where: visibleOwners(scope), select: { school: { select: { id: true, name: true } } } } },
  });
  return {
    id: d.id,
    name: d.name,
    ...(isAdmin(scope.role) ? { internal_name: d.internalName } : {}),
    icon_url: absoluteUrl(d.iconUrl, origin),
    header_url: absoluteUrl(d.headerUrl, origin),
    knowledge_areas: d.knowledgeAreas,
    allow_only_features: d.allowOnlyFeatures,
    owners: d.owners.map((o) => o.school),
    subjects: d.subjects.map((s) => ({ id: s.id, name: s.name, icon_url: s.iconUrl === null ? null : absoluteUrl(s.iconUrl, origin), enabled: s.enabled })),
  };
}
