import { sql } from "kysely";
import { inertMarkdown } from "@/lib/markdown/inert-markdown";
import type { Database } from "./client";

/** The markdown columns every write now stores inert (questions-db and exams schemas' `markdownInput`). */
const markdownColumns = {
  bank_questions: ["description", "solution", "study_orientation", "hint"],
  bank_answers: ["description"],
  exams: ["description"],
} as const;

const batch = 1_000;

type Row = { id: string } & Record<string, string | null>;

/**
 * Makes the markdown of rows written before every write did so inert, as a write does now: the rows whose text
 * changes are updated, the others left alone. Safe to run again. The number of rows it changed.
 */
export async function inertStoredMarkdown(db: Database): Promise<number> {
  let changed = 0;
  for (const [table, columns] of Object.entries(markdownColumns)) {
    // Every id is a uuid; the nil one sorts first.
    for (let after = "00000000-0000-0000-0000-000000000000"; ;) {
      const { rows } = await sql<Row>`
        SELECT id, ${sql.join(columns.map((c) => sql.ref(c)))} FROM ${sql.table(table)}
        WHERE id > ${after}::uuid ORDER BY id LIMIT ${batch}`.execute(db.kysely);
      for (const row of rows) {
        const updates = columns.flatMap((column) => {
          const text = row[column];
          const inert = text == null ? text : inertMarkdown(text);
          return inert === text ? [] : [sql`${sql.ref(column)} = ${inert}`];
        });
        if (!updates.length) continue;
        await sql`UPDATE ${sql.table(table)} SET ${sql.join(updates)} WHERE id = ${row.id}::uuid`.execute(db.kysely);
        changed++;
      }
      if (rows.length < batch) break;
      after = rows.at(-1)!.id;
    }
  }
  return changed;
}
