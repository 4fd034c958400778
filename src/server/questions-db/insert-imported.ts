import { randomUUID } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { insertJsonRows } from "@/server/db/insert-json-rows";
import { kyselyIn } from "@/server/db/kysely";
import type { QuestionInput } from "./schema";

type Tx = Prisma.TransactionClient;

/** A question to write: the bank's input and the id of its subject, found or created by the import. */
export type ImportedQuestion = { input: QuestionInput; subjectId: number };

/**
 * Writes imported questions with their answers and other subjects in statements of many rows
 * (10,000 questions one by one would take minutes); returns their ids in order.
 */
export async function insertImported(tx: Tx, createdById: string, questions: ImportedQuestion[]): Promise<string[]> {
  const db = kyselyIn(tx);
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
  await insertJsonRows(
    db,
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
  await insertJsonRows(
    db,
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
  await insertJsonRows(
    db,
    "bank_question_other_subjects",
    [
      ["question_id", "uuid"],
      ["subject_id", "integer"],
    ],
    others,
  );
  return ids;
}
