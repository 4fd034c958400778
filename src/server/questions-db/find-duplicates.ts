import { groupBy } from "@/lib/group-by";
import type { Database } from "@/server/db/client";
import { kyselyIn, type Kdb } from "@/server/db/kysely";
import { importPublished, oneOf } from "@/server/scope/predicates";
import { contentKey } from "./content-key";

/** Questions keyed per transaction: a short one, whatever the bank's size. */
const keyBatch = 500;

/**
 * Keys the school's questions written before content_key existed, a batch per short transaction, so that the
 * import's check finds them; once done, it finds no row and costs one indexed statement. A question changed
 * meanwhile was keyed by its own write: the update leaves rows already keyed alone.
 */
export async function keyUnkeyedQuestions(db: Database, schoolId: string): Promise<void> {
  // In the order of the ids, each batch after the last: the loop ends whatever the updates did.
  let after: string | null = null;
  for (;;) {
    const from: string | null = after;
    const batch: { id: string }[] = await db.prisma.$transaction(async (tx) => {
      const kysely = kyselyIn(tx);
      const rows = await kysely
        .selectFrom("bank_questions")
        .select(["id", "type", "description"])
        .where("school_id", "=", schoolId)
        .where("content_key", "is", null)
        .$if(from !== null, (qb) => qb.where("id", ">", from!))
        .orderBy("id")
        .limit(keyBatch)
        .execute();
      if (!rows.length) return rows;
      const answers = await kysely
        .selectFrom("bank_answers")
        .select(["question_id", "description", "is_correct_answer"])
        .where((eb) =>
          oneOf(
            eb.ref("question_id"),
            rows.map((row) => row.id),
          ),
        )
        .execute();
      const answersOf = groupBy(answers, (answer) => answer.question_id);
      const keys = rows.map((row) => ({
        id: row.id,
        key: contentKey({ ...row, answers: answersOf.get(row.id) ?? [] }),
      }));
      const [first, ...rest] = keys;
      await kysely
        .updateTable("bank_questions")
        .set((eb) => {
          let key = eb.case().when("id", "=", first!.id).then(first!.key);
          for (const { id, key: value } of rest) key = key.when("id", "=", id).then(value);
          return { content_key: key.end() };
        })
        .where((eb) =>
          oneOf(
            eb.ref("id"),
            rows.map((row) => row.id),
          ),
        )
        .where("content_key", "is", null)
        .execute();
      return rows;
    });
    if (batch.length < keyBatch) return;
    after = batch.at(-1)!.id;
  }
}

/**
 * Keys per lookup. PostgreSQL plans `= any(array)` as if each key matched a row: for the 10,000 keys of a large file
 * it read every row of bank_questions instead of probing the key index (the bench's duplicate check: ~200 ms at
 * scale 160, and more as the bank grows), while 500 keys are probed through the index (1.7 ms on 64,000 rows).
 */
const keysPerLookup = 500;

/** A question of the file whose content the bank has: where it is in the file, and the bank's question. */
export type Duplicate = { at: number; title: string; question_id: string };
/** A question of the file, keyed: where it goes and its contentKey. */
export type KeyedQuestion = { at: number; title: string; disciplineId: number; key: string };

/**
 * The questions of the file already in the school's bank under the same discipline: same contentKey, published,
 * not archived (an archived question is out of the bank; importing it again is the way back). The oldest match
 * is named. Keys go `keysPerLookup` to a statement, each an array parameter found through the school's key index.
 */
export async function findDuplicates(kysely: Kdb, schoolId: string, file: KeyedQuestion[]): Promise<Duplicate[]> {
  const keys = [...new Set(file.map((question) => question.key))];
  const lookup = (some: string[]) =>
    kysely
      .selectFrom("bank_questions as q")
      .select(["q.id", "q.discipline_id", "q.content_key"])
      .where("q.school_id", "=", schoolId)
      .where((eb) => oneOf(eb.ref("q.content_key"), some))
      .where("q.archived_at", "is", null)
      .where((eb) => importPublished(eb.ref("q.import_id")))
      .orderBy("q.created_at")
      .orderBy("q.id")
      .execute();
  // A key is in one statement only: each key's matches come oldest first.
  const first = new Map<string, string>();
  for (let at = 0; at < keys.length; at += keysPerLookup) {
    for (const row of await lookup(keys.slice(at, at + keysPerLookup))) {
      const place = `${row.discipline_id}:${row.content_key}`;
      if (!first.has(place)) first.set(place, row.id);
    }
  }
  return file.flatMap(({ at, title, disciplineId, key }) => {
    const id = first.get(`${disciplineId}:${key}`);
    return id ? [{ at, title, question_id: id }] : [];
  });
}
