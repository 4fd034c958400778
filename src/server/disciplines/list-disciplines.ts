import { z } from "zod";
import type { Ctx } from "@/server/context";
import { preparedQuery } from "@/server/db/prepared-query";
import { keysetPage, type Page } from "@/server/http/keyset-page";
import { decodeCursor } from "@/server/http/page-cursor";
import { pageSizeOf, type OptionalPaging } from "@/server/http/page-query";
import { absoluteUrl } from "@/server/http/public-origin";
import { disciplineReadable, importPublished } from "@/server/scope/predicates";
import { settlePendingUploads } from "./image-uploads";
import { ownersInScope } from "./owners-in-scope";
import type { DisciplineListItem } from "./schema";

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

/** Where a page ends: the list's order, by name and then id. */
const position = z.tuple([z.string(), z.number().int().min(1).max(2_147_483_647)]);
type Shape = { all: boolean; after: boolean; limited: boolean };
type Values = { schoolIds: string[]; groupIds: string[]; name: string | null; id: number | null; limit: number | null };

const readableList = preparedQuery("disciplines-list", (k, shape: Shape, v: Values) =>
  k
    .selectFrom("disciplines as d")
    .select(["d.id", "d.name", "d.icon_url", "d.header_url"])
    .where((eb) => {
      const readable = disciplineReadable(
        { all: shape.all, schoolIds: v.schoolIds, groupIds: v.groupIds },
        eb.ref("d.id"),
      );
      if (!shape.after) return readable;
      return eb.and([readable, eb(eb.refTuple("d.name", "d.id"), ">", eb.tuple(eb.val(v.name!), eb.val(v.id!)))]);
    })
    .orderBy("d.name")
    .orderBy("d.id")
    .$if(shape.limited, (q) => q.limit(v.limit!)),
);

/** GET /disciplines, read by every client screen: one prepared statement; the whole list unless a page is asked for. */
export async function listDisciplines(ctx: Ctx, paging: OptionalPaging = {}): Promise<Page<DisciplineListItem>> {
  await settleUploads(ctx);
  const { all, schoolIds, groupIds } = ctx.scope;
  const limit = pageSizeOf(paging);
  const [name, id] = paging.cursor ? decodeCursor(paging.cursor, "disciplines", position) : [null, null];
  const shape = { all, after: id !== null, limited: limit !== undefined };
  const values = { schoolIds, groupIds, name, id, limit: limit === undefined ? null : limit + 1 };
  const rows = await readableList(ctx.db.pool, shape, values);
  const page = keysetPage(rows, limit, "disciplines", (d) => [d.name, d.id]);
  return {
    items: page.items.map((d) => ({
      id: d.id,
      name: d.name,
      icon_url: absoluteUrl(d.icon_url, ctx.origin),
      header_url: absoluteUrl(d.header_url, ctx.origin),
    })),
    next_cursor: page.next_cursor,
  };
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
          eb
            .selectFrom("subjects as s")
            .select(eb.fn.countAll().as("n"))
            .whereRef("s.discipline_id", "=", "d.id")
            .where((w) => importPublished(w.ref("s.import_id"))),
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
