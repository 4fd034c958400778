import { randomUUID } from "node:crypto";
import type { Database } from "@/server/db/client";
import { JsonRows } from "@/server/db/json-rows";
import { touchImport } from "./bank-import";
import { contentKey } from "./content-key";
import type { QuestionInput } from "./schema";

/**
 * A question to write: the bank's input, the id of its subject (found or created by the import) and its content key
 * when the import has computed it already.
 */
export type ImportedQuestion = { input: QuestionInput; subjectId: number; contentKey?: string };

/**
 * Writes imported questions as they come, with their answers and other subjects, in statements of
 * many rows (10,000 questions one by one would take minutes), so that the import holds one
 * statement's worth of questions at a time. Each batch is its own short transaction, under the
 * pending import `importId` (bank-import.ts): the connection is free between batches, and nothing
 * is visible until the import is published. `ids` are the questions' ids in the order written.
 */
export function importWriter(db: Database, importId: string, createdById: string) {
  const questions = new JsonRows("bank_questions", [
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
    ["import_id", "uuid"],
    ["content_key", "text"],
  ]);
  const answers = new JsonRows("bank_answers", [
    ["question_id", "uuid"],
    ["position", "integer"],
    ["description", "text"],
    ["is_correct_answer", "boolean"],
  ]);
  const others = new JsonRows("bank_question_other_subjects", [
    ["question_id", "uuid"],
    ["subject_id", "integer"],
  ]);
  // Questions first: answers and other subjects refer to them. Through pg, not Prisma: Prisma's query compiler
  // took about a tenth of the import's CPU compiling these statements of 64 KB parameters (docs/interchange.md).
  const flush = () =>
    db.kysely.transaction().execute(async (kysely) => {
      if (!(await touchImport(kysely, importId))) throw new Error(`import ${importId} was discarded as abandoned`);
      await questions.flush(kysely);
      await answers.flush(kysely);
      await others.flush(kysely);
    });
  const ids: string[] = [];
  const add = async ({ input, subjectId, contentKey: key }: ImportedQuestion) => {
    const id = randomUUID();
    ids.push(id);
    let full = questions.add({
      id,
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
      import_id: importId,
      content_key: key ?? contentKey(input),
    });
    input.answers.forEach((answer, position) => {
      const row = { question_id: id, position, description: answer.description };
      full = answers.add({ ...row, is_correct_answer: answer.is_correct_answer }) || full;
    });
    for (const subject_id of new Set((input.other_subjects ?? []).map((s) => s.id)))
      full = others.add({ question_id: id, subject_id }) || full;
    if (full) await flush();
  };
  return { ids, add, finish: flush };
}
