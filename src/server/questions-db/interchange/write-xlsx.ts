import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import { difficulties, questionTypes } from "../schema";
import type { InterchangeQuestion } from "./interchange-question";
import { answerColumns, instructions, instructionsSheetName, questionSheetName, xlsxColumns } from "./xlsx-columns";

/** Rows the type and difficulty lists are offered on: the template's room, beyond any export's need. */
const validatedRows = 10_001;

const listOf = (values: readonly string[]) => [`"${values.join(",")}"`];

function rowOf(question: InterchangeQuestion): Record<string, unknown> {
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
    row[`answer_${i + 1}_correct`] = answer.is_correct_answer;
  });
  return row;
}

const columnLetter = (index: number) => {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
};

/**
 * The import template, with `questions` as its rows (none: the empty template), written to `output`
 * as exceljs streams it: a row is committed as soon as it is written, so an export's memory does not
 * grow with the bank. Type and difficulty cells offer their lists; the instructions sheet explains
 * every column in Portuguese and English.
 */
export async function writeXlsx(questions: AsyncIterable<InterchangeQuestion>, output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(questionSheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = xlsxColumns.map(({ key, width }) => ({ key, header: key, width }));
  sheet.getRow(1).font = { bold: true };
  const at = (key: string) => columnLetter(xlsxColumns.findIndex((column) => column.key === key));
  const validations = sheet as unknown as {
    dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void };
  };
  const list = (key: string, values: readonly string[], allowBlank: boolean) =>
    validations.dataValidations.add(`${at(key)}2:${at(key)}${validatedRows}`, {
      type: "list",
      allowBlank,
      formulae: listOf(values),
      showErrorMessage: true,
    });
  list("type", questionTypes, false);
  list("difficulty", difficulties, true);
  for (let n = 1; n <= answerColumns; n++) list(`answer_${n}_correct`, ["TRUE", "FALSE"], true);
  sheet.getRow(1).commit();
  for await (const question of questions) sheet.addRow(rowOf(question)).commit();
  sheet.commit();
  const help = workbook.addWorksheet(instructionsSheetName);
  help.getColumn(1).width = 120;
  for (const line of instructions) help.addRow([line]).commit();
  help.commit();
  await workbook.commit();
}
