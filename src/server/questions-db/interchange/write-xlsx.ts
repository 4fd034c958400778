import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { xlsxChunks } from "@/server/xlsx/xlsx-chunks";
import { difficulties, questionTypes } from "../schema";
import type { InterchangeQuestion } from "./interchange-question";
import { answerColumns, instructions, instructionsSheetName, questionSheetName, xlsxColumns } from "./xlsx-columns";

/** Rows go to the sheet writer in batches, as the reports' do. */
const batchSize = 500;

/** Rows the type, difficulty and right-answer lists reach at least: the template's room. */
const listRows = 10_001;

/** A question as the sheet's row, in the columns' order; the right answers as the TRUE/FALSE their list offers. */
function rowOf(question: InterchangeQuestion): unknown[] {
  const row: Record<string, unknown> = {
    type: question.type,
    description: question.description,
    discipline_id: question.discipline_id,
    subject: question.subject,
    other_subjects: question.other_subjects.join(", ") || null,
    difficulty: question.difficulty,
    source: question.source,
    source_edition: question.source_edition,
    source_edition_observation: question.source_edition_observation,
    source_question_number: question.source_question_number,
    solution: question.solution,
    study_orientation: question.study_orientation,
    hint: question.hint,
  };
  question.answers.forEach((answer, i) => {
    row[`answer_${i + 1}`] = answer.description;
    row[`answer_${i + 1}_correct`] = answer.is_correct_answer ? "TRUE" : "FALSE";
  });
  return xlsxColumns.map(({ key }) => row[key] ?? null);
}

async function* batchesOf(questions: AsyncIterable<InterchangeQuestion>): AsyncGenerator<unknown[][]> {
  let batch: unknown[][] = [];
  for await (const question of questions) {
    batch.push(rowOf(question));
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  yield batch;
}

const column = (key: string) => xlsxColumns.findIndex((c) => c.key === key);

/**
 * The import template, with `questions` as its rows (none: the empty template), written to `output`
 * by the streamed XLSX writer the reports use too, so an export's memory does not grow with the bank. Type,
 * difficulty and right-answer cells offer their lists; the instructions sheet explains every column
 * in Portuguese and English.
 */
export async function writeXlsx(questions: AsyncIterable<InterchangeQuestion>, output: Writable): Promise<void> {
  const correct = Array.from({ length: answerColumns }, (_, i) => ({
    column: column(`answer_${i + 1}_correct`),
    values: ["TRUE", "FALSE"],
    allowBlank: true,
  }));
  const chunks = xlsxChunks(
    [
      {
        name: questionSheetName,
        header: "bold",
        columns: xlsxColumns.map(({ key, width }) => ({ header: key, width })),
        rows: batchesOf(questions),
        listRows,
        lists: [
          { column: column("type"), values: questionTypes, allowBlank: false },
          { column: column("difficulty"), values: difficulties, allowBlank: true },
          ...correct,
        ],
      },
      {
        name: instructionsSheetName,
        header: "bold",
        columns: [{ header: instructions[0]!, width: 120 }],
        rows: (async function* () {
          yield instructions.slice(1).map((line) => [line]);
        })(),
      },
    ],
    "pt-BR",
  );
  await pipeline(Readable.from(chunks), output);
}
