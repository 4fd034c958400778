import { sql } from "kysely";
import { excerptText } from "@/lib/markdown/excerpt-text";
import type { Kdb } from "@/server/db/kysely";
import {
  disciplineReadable,
  examAccessible,
  groupInScope,
  importPublished,
  oneOf,
  schoolInScope,
} from "@/server/scope/predicates";
import type { Scope } from "@/server/scope/scope";
import type { RefKind } from "./fields";

/** A question as a person recognises it in the log: the start of its text on one line (the lists' excerpt rule). */
export const questionName = (description: string) => excerptText(description, 80);

/** The ids a page of entries names, by kind of record. */
export type Refs = Map<RefKind, Set<string>>;

export const refKey = (kind: RefKind, id: string | number) => `${kind}:${id}`;

/** What the page's references are called now, keyed by `refKey`, and the zone of each school among them. */
export type Names = { names: Map<string, string>; zones: Map<string, string> };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const serial = /^\d{1,9}$/;
const uuids = (refs: Refs, kind: RefKind) => [...(refs.get(kind) ?? [])].filter((id) => uuid.test(id));
const serials = (refs: Refs, kind: RefKind) => [...(refs.get(kind) ?? [])].filter((id) => serial.test(id)).map(Number);

type Named = { id: string | number; name: string };

/**
 * The names of the records a page of entries refers to, each kind in one statement and only those the caller may
 * read (the scope's predicates): a record gone, or outside the caller's scope, has no name here. People are the
 * caller's schools' members and the platform admins, as an entry's actor.
 */
export async function resolveNames(kysely: Kdb, scope: Scope, refs: Refs): Promise<Names> {
  const none = Promise.resolve([] as Named[]);
  const ids = { school: uuids(refs, "school"), user: uuids(refs, "user") };
  const [schools, groups, users, disciplines, subjects, exams, questions, rooms] = await Promise.all([
    ids.school.length === 0
      ? Promise.resolve([] as (Named & { time_zone: string })[])
      : kysely
          .selectFrom("schools")
          .select(["id", "name", "time_zone"])
          .where((eb) => eb.and([oneOf(eb.ref("schools.id"), ids.school), schoolInScope(scope, eb.ref("schools.id"))]))
          .execute(),
    named(uuids(refs, "group"), (list) =>
      kysely
        .selectFrom("groups")
        .select(["id", "name"])
        .where((eb) => eb.and([oneOf(eb.ref("groups.id"), list), groupInScope(scope, eb.ref("groups.id"))]))
        .execute(),
    ),
    ids.user.length === 0
      ? none
      : kysely
          .selectFrom("users")
          .select((eb) => [
            "users.id",
            eb
              .fn<string>("concat_ws", [sql.lit(" "), eb.ref("users.first_name"), eb.ref("users.last_name")])
              .as("name"),
          ])
          .where((eb) => {
            const listed = oneOf(eb.ref("users.id"), ids.user);
            if (scope.all) return listed;
            const member = eb.exists(
              eb
                .selectFrom("school_memberships as sm")
                .select("sm.user_id")
                .whereRef("sm.user_id", "=", "users.id")
                .where((w) => schoolInScope(scope, w.ref("sm.school_id"))),
            );
            return eb.and([listed, eb.or([eb("users.role", "=", "PLATFORM_ADMIN"), member])]);
          })
          .execute(),
    named(serials(refs, "discipline"), (list) =>
      kysely
        .selectFrom("disciplines")
        .select(["id", "name"])
        .where((eb) =>
          eb.and([oneOf(eb.ref("disciplines.id"), list), disciplineReadable(scope, eb.ref("disciplines.id"))]),
        )
        .execute(),
    ),
    named(serials(refs, "subject"), (list) =>
      kysely
        .selectFrom("subjects")
        .select(["id", "name"])
        .where((eb) =>
          eb.and([
            oneOf(eb.ref("subjects.id"), list),
            disciplineReadable(scope, eb.ref("subjects.discipline_id")),
            importPublished(eb.ref("subjects.import_id")),
          ]),
        )
        .execute(),
    ),
    named(uuids(refs, "exam"), (list) =>
      kysely
        .selectFrom("exams")
        .select(["id", "name"])
        .where((eb) => eb.and([oneOf(eb.ref("exams.id"), list), examAccessible(scope)]))
        .execute(),
    ),
    named(uuids(refs, "question"), async (list) => {
      const rows = await kysely
        .selectFrom("bank_questions")
        .select(["id", "description"])
        .where((eb) =>
          eb.and([
            oneOf(eb.ref("bank_questions.id"), list),
            schoolInScope(scope, eb.ref("bank_questions.school_id")),
            importPublished(eb.ref("bank_questions.import_id")),
          ]),
        )
        .execute();
      return rows.map((q) => ({ id: q.id, name: questionName(q.description) }));
    }),
    named(uuids(refs, "room"), (list) =>
      kysely
        .selectFrom("booking_rooms")
        .select(["id", "name"])
        .where((eb) =>
          eb.and([oneOf(eb.ref("booking_rooms.id"), list), schoolInScope(scope, eb.ref("booking_rooms.school_id"))]),
        )
        .execute(),
    ),
  ]);
  const names = new Map<string, string>();
  const add = (kind: RefKind, rows: readonly Named[]) => rows.forEach((r) => names.set(refKey(kind, r.id), r.name));
  add("school", schools);
  add("group", groups);
  add("user", users);
  add("discipline", disciplines);
  add("subject", subjects);
  add("exam", exams);
  add("question", questions);
  add("room", rooms);
  return { names, zones: new Map(schools.map((s) => [String(s.id), s.time_zone])) };
}

function named<T extends string | number>(ids: T[], query: (ids: T[]) => Promise<Named[]>): Promise<Named[]> {
  return ids.length === 0 ? Promise.resolve([]) : query(ids);
}
