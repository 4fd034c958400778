import type { Ctx } from "@/server/context";
import { preparedQuery } from "@/server/db/prepared-query";
import { absoluteUrl } from "@/server/http/public-origin";
import { disciplineReadable } from "@/server/scope/predicates";
import { settlePendingUploads } from "./image-uploads";
import { ownersInScope } from "./owners-in-scope";

/** Images uploaded straight to S3 since the last read are picked up first. */
async function settleUploads(ctx: Ctx) {
  if (ctx.storage.kind !== "s3") return;
  const pending = await ctx.db.kysely
    .selectFrom("uploads")
    .select("uploads.discipline_id")
    .distinct()
    .where("uploads.completed_at", "is", null)
    .where("uploads.discipline_id", "is not", null)
    .where((eb) => disciplineReadable(ctx.scope, eb.ref("uploads.discipline_id")))
    .execute();
  const ids = pending.flatMap((u) => (u.discipline_id === null ? [] : [u.discipline_id]));
  await settlePendingUploads(ctx.db.prisma, ctx.storage, ids);
}

const readableList = preparedQuery(
  "disciplines-list",
  (k, shape: "all" | "scoped", ids: { schoolIds: string[]; groupIds: string[] }) =>
    k
      .selectFrom("disciplines as d")
      .select(["d.id", "d.name", "d.icon_url", "d.header_url"])
      .where((eb) => disciplineReadable({ all: shape === "all", ...ids }, eb.ref("d.id")))
      .orderBy("d.name")
      .orderBy("d.id"),
);

/** GET /disciplines, read by every client screen: one prepared statement. */
export async function listDisciplines(ctx: Ctx) {
  await settleUploads(ctx);
  const { all, schoolIds, groupIds } = ctx.scope;
  const rows = await readableList(ctx.db.pool, all ? "all" : "scoped", { schoolIds, groupIds });
  return rows.map((d) => ({
    id: d.id,
    name: d.name,
    icon_url: absoluteUrl(d.icon_url, ctx.origin),
    header_url: absoluteUrl(d.header_url, ctx.origin),
  }));
}

/** The editor's list: also subject counts and owner schools (only the caller's, see ownersInScope). */
export async function listDisciplinesForEditor(ctx: Ctx) {
  await settleUploads(ctx);
  const rows = await ctx.db.kysely
    .selectFrom("disciplines as d")
    .select((eb) => [
      "d.id",
      "d.name",
      "d.icon_url",
      eb
        .cast<number>(
          eb.selectFrom("subjects as s").select(eb.fn.countAll().as("n")).whereRef("s.discipline_id", "=", "d.id"),
          "integer",
        )
        .as("subject_count"),
      ownersInScope(ctx.scope, eb.ref("d.id")).as("owners"),
    ])
    .where((eb) => disciplineReadable(ctx.scope, eb.ref("d.id")))
    .orderBy("d.name")
    .orderBy("d.id")
    .execute();
  return rows.map((d) => ({
    id: d.id,
    name: d.name,
    icon_url: absoluteUrl(d.icon_url, ctx.origin),
    subject_count: d.subject_count,
    owners: d.owners,
  }));
}
