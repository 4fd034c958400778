import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Prisma } from "@/generated/prisma/client";
import { kyselyIn } from "@/server/db/kysely";
import type { QuestionInput } from "./schema";

type Tx = Prisma.TransactionClient;

type Column = readonly [name: string, sqlType: string];

/** About 64 KB of JSON per statement: V8 keeps larger strings outside its young generation. */
const jsonChunkChars = 60_000;

/**
 * Rows inserted from JSON parameters, which json_to_recordset turns back into rows, each statement
 * carrying about 64 KB of them. A VALUES list of 10,000 questions has 150,000 parameters, for which
 * Prisma's query compiler held hundreds of MB; one JSON of every row is a string Prisma copies
 * several times, each copy too large to die young, and the server's memory grew by each import.
 */
async function insertRows(tx: Tx, table: string, columns: Column[], rows: Record<string, unknown>[]) {
  const names = sql.join(columns.map(([name]) => sql.ref(name)));
  const record = sql.join(columns.map(([name, type]) => sql`${sql.ref(name)} ${sql.raw(type)}`));
  const insert = (json: string) =>
    sql`INSERT INTO ${sql.table(table)} (${names}) SELECT ${names}
      FROM json_to_recordset(${json}::json) AS r(${record})`.execute(kyselyIn(tx));
  let parts: string[] = [];
  let size = 0;
  for (const row of rows) {
    const json = JSON.stringify(row);
    parts.push(json);
    size += json.length;
    if (size >= jsonChunkChars) {
      await insert(`[${parts.join(",")}]`);
      parts = [];
      size = 0;
    }
  }
  if (parts.length) await insert(`[${parts.join(",")}]`);
}

/** A question to write: the bank's input and the id of its subject, found or created by the import. */
export type ImportedQuestion = { input: QuestionInput; subjectId: number };

/**
 * Writes imported questions with their answers and other subjects in statements of many rows
 * (10,000 questions one by one would take minutes); returns their ids in order.
 */
export async function insertImported(tx: Tx, createdById: string, questions: ImportedQuestion[]): Promise<string[]> {
  const ids = questions.map(() => randomUUID());
  const rows = questions.map(({ input, subjectId }, i) => ({
    id: ids[i],
    school_id: input.belongs_to.id,
    discipline_id: input.discipline_id,
    subject_id: subjectId,
    type: input.type,
    difficulty: input.difficulty,
    description: input.description,
    source: input.source,
    source_edition: input.source_edition,
    source_edition_observation: input.source_edition_observation,
    source_question_number: input.source_question_number,
    solution: input.solution,
    study_orientation: input.study_orientation,
    hint: input.hint,
    created_by_id: createdById,
  }));
  await insertRows(
    tx,
    "bank_questions",
    [
      ["id", "uuid"],
      ["school_id", "uuid"],
      ["discipline_id", "integer"],
      ["subject_id", "integer"],
      ["type", '"BankQuestionType"'],
      ["difficulty", '"Difficulty"'],
      ["description", "text"],
      ["source", "text"],
      ["source_edition", "text"],
      ["source_edition_observation", "text"],
      ["source_question_number", "integer"],
      ["solution", "text"],
      ["study_orientation", "text"],
      ["hint", "text"],
      ["created_by_id", "uuid"],
    ],
    rows,
  );
  const answers = questions.flatMap(({ input }, i) =>
    input.answers.map((answer, position) => ({
      question_id: ids[i],
      position,
      description: answer.description,
      is_correct_answer: answer.is_correct_answer,
    })),
  );
  await insertRows(
    tx,
    "bank_answers",
    [
      ["question_id", "uuid"],
      ["position", "integer"],
      ["description", "text"],
      ["is_correct_answer", "boolean"],
    ],
    answers,
  );
  const others = questions.flatMap(({ input }, i) =>
    [...new Set((input.other_subjects ?? []).map((s) => s.id))].map((subject_id) => ({
      question_id: ids[i],
      subject_id,
    })),
  );
  await insertRows(
    tx,
    "bank_question_other_subjects",
    [
      ["question_id", "uuid"],
      ["subject_id", "integer"],
    ],
    others,
  );
  return ids;
}
