import type { Kdb } from "@/server/db/kysely";
import { disciplineReadable } from "./predicates";
import type { Scope } from "./scope";

/** Those of the ids that name a discipline the caller may use: owned by their schools or assigned to their groups. */
export async function readableDisciplineIds(kysely: Kdb, scope: Scope, ids: number[]): Promise<number[]> {
  const rows = await kysely
    .selectFrom("disciplines")
    .select("disciplines.id")
    .where("disciplines.id", "in", ids)
    .where((eb) => disciplineReadable(scope, eb.ref("disciplines.id")))
    .execute();
  return rows.map((row) => row.id);
}
