import { sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { Feature } from "@/generated/prisma/enums";
import { isAdmin } from "@/lib/roles";
import type { Ctx } from "@/server/context";
import { absoluteUrl } from "@/server/http/public-origin";
import { importPublished } from "@/server/scope/predicates";
import { settlePendingUploads } from "./image-uploads";
import { subjectRead } from "./get-subject";
import { ownersInScope } from "./owners-in-scope";
import { assertDisciplineReadable } from "./readable-discipline";
import type { DisciplineDetail } from "./schema";

export async function getDiscipline(ctx: Ctx, input: { id: number }): Promise<DisciplineDetail> {
  const { db, scope, origin } = ctx;
  await assertDisciplineReadable(db.kysely, scope, input.id);
  await settlePendingUploads(db.prisma, ctx.storage, [input.id]);
  const d = await db.kysely
    .selectFrom("disciplines as d")
    .select((eb) => [
      "d.id",
      "d.name",
      "d.internal_name",
      "d.icon_url",
      "d.header_url",
      "d.knowledge_areas",
      // pg parses arrays of built-in types only: an enum array would come back as its text form.
      eb.cast<Feature[]>("d.allow_only_features", sql`text[]`).as("allow_only_features"),
      ownersInScope(scope, eb.ref("d.id")).as("owners"),
      jsonArrayFrom(
        eb
          .selectFrom("subjects as s")
          .select(["s.id", "s.name", "s.icon_url", "s.enabled"])
          .whereRef("s.discipline_id", "=", "d.id")
          .where((w) => importPublished(w.ref("s.import_id")))
          .orderBy("s.id"),
      ).as("subjects"),
    ])
    .where("d.id", "=", input.id)
    .executeTakeFirstOrThrow();
  return {
    id: d.id,
    name: d.name,
    ...(isAdmin(scope.role) ? { internal_name: d.internal_name } : {}),
    icon_url: absoluteUrl(d.icon_url, origin),
    header_url: absoluteUrl(d.header_url, origin),
    knowledge_areas: d.knowledge_areas,
    allow_only_features: d.allow_only_features,
    owners: d.owners,
    subjects: d.subjects.map((s) => subjectRead(s, origin)),
  };
}
