import { expressionBuilder, type Expression } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { DB } from "@/generated/kysely/types";
import { schoolInScope } from "@/server/scope/predicates";
import type { Scope } from "@/server/scope/scope";

const eb = expressionBuilder<DB, keyof DB>();

/**
 * A discipline's owner schools as the caller is shown them: one owned together with another school
 * lists only the caller's schools, so that one school's name and id never reach another school.
 */
export const ownersInScope = (scope: Scope, discipline: Expression<number>) =>
  jsonArrayFrom(
    eb
      .selectFrom("discipline_owners as o")
      .innerJoin("schools as s", "s.id", "o.school_id")
      .select(["s.id", "s.name"])
      .where("o.discipline_id", "=", discipline)
      .where((w) => schoolInScope(scope, w.ref("o.school_id")))
      .orderBy("o.school_id"),
  );
