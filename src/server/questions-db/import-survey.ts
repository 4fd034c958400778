import { setImmediate } from "node:timers/promises";
import type { Ctx } from "@/server/context";
import { nameKey } from "@/lib/text/name-key";
import { maxImportQuestions, type ImportOptions } from "./interchange-schema";
import { isRefused, type ParsedFile, type RefusedQuestion } from "./interchange/interchange-question";
import { tooManyQuestions } from "./interchange/too-many-questions";
import { prepare, Refused, type Ready } from "./prepare-imported";
import type { QuestionInput } from "./schema";

/** Each question of the file prepared for the bank, or refused by the file's format or by `prepare`. */
export function* readyQuestions(
  ctx: Ctx,
  options: ImportOptions,
  file: ParsedFile,
): Generator<Ready | RefusedQuestion> {
  for (const item of file) {
    if (isRefused(item)) {
      yield item;
      continue;
    }
    let ready: Ready;
    try {
      ready = prepare(ctx, options, item);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      yield { at: item.at, title: item.title, code: error.code, reason: error.message };
      continue;
    }
    yield ready;
  }
}

/** A subject name within its discipline, ignoring case and accents: "Álgebra" and "algebra" are one subject. */
export const subjectNameKey = (disciplineId: number, name: string) => `${disciplineId}:${nameKey(name)}`;

/** The key of the subject a question names (`subjectNameKey`). */
export const subjectKey = (question: Ready) => subjectNameKey(question.input.discipline_id, question.subjectName ?? "");

/** A subject named by a category or a cell: its discipline and the name the file first gives it. */
export type NamedSubject = { disciplineId: number; name: string };

/**
 * What the import must know of the whole file before it writes anything, gathered in a first
 * reading that keeps no question: the questions refused so far, how many are ready, one ready
 * question per discipline (to check the discipline once), the subjects named by id and by name.
 * A file of more than maxImportQuestions questions is refused as the reading counts one more (413).
 * Every `questionsPerTurn` questions it lets the event loop answer other requests: 20,000 questions
 * are seconds of work on a loaded machine, during which the process answered nothing else.
 */
export type Survey = {
  refused: RefusedQuestion[];
  ready: number;
  disciplines: Map<number, QuestionInput>;
  subjectIds: Set<number>;
  subjectNames: Map<string, NamedSubject>;
};

/** Questions parsed and checked between two turns the import gives the event loop (other requests). */
export const questionsPerTurn = 100;

export async function surveyFile(ctx: Ctx, options: ImportOptions, file: ParsedFile): Promise<Survey> {
  const survey: Survey = {
    refused: [],
    ready: 0,
    disciplines: new Map(),
    subjectIds: new Set(),
    subjectNames: new Map(),
  };
  let count = 0;
  for (const question of readyQuestions(ctx, options, file)) {
    if (++count > maxImportQuestions) throw tooManyQuestions();
    if (count % questionsPerTurn === 0) await setImmediate();
    if (isRefused(question)) {
      survey.refused.push(question);
      continue;
    }
    const { input, subjectName } = question;
    survey.ready++;
    if (!survey.disciplines.has(input.discipline_id)) survey.disciplines.set(input.discipline_id, input);
    if (typeof input.subject === "number") survey.subjectIds.add(input.subject);
    for (const other of input.other_subjects ?? []) survey.subjectIds.add(other.id);
    const key = subjectKey(question);
    if (subjectName !== null && !survey.subjectNames.has(key))
      survey.subjectNames.set(key, { disciplineId: input.discipline_id, name: subjectName.trim() });
  }
  return survey;
}
