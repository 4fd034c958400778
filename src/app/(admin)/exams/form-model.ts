import type { questionTypes } from "@/server/questions-db/schema";
import { sameWallClock } from "@/lib/time/zoned-time";
import { defaultWindow } from "./datetime";

export type QuestionType = (typeof questionTypes)[number];

/** One assignment row of the form: several groups share a window and the flags. Dates in ms, null when empty. */
export type GroupRow = {
  key: string;
  group_ids: string[];
  available_after: number | null;
  available_before: number | null;
  instant_answer_feedback: boolean;
  allow_multiple_answers: boolean;
  is_readonly: boolean;
};

/** A question of the exam as the form shows it; discipline_id null when it could not be read. */
export type ChosenQuestion = {
  id: string;
  description: string;
  discipline_id: number | null;
  discipline_name: string;
  subject_name: string;
  type: QuestionType | null;
};

export type ExamValues = { name: string; description: string; rows: GroupRow[]; questions: ChosenQuestion[] };

/** A group the user can reach (me.get). */
export type MyGroup = { id: string; name: string; school_id: string; discipline_ids: number[] };

let rowCounter = 0;
export const newRowKey = () => `row-${++rowCounter}`;

export function emptyRow(now: number): GroupRow {
  return {
    key: newRowKey(),
    group_ids: [],
    ...defaultWindow(now),
    instant_answer_feedback: false,
    allow_multiple_answers: false,
    is_readonly: false,
  };
}

export const newExamValues = (now: number): ExamValues => ({
  name: "",
  description: "",
  rows: [emptyRow(now)],
  questions: [],
});

/** The form's values in the shape of examInput; empty dates become undefined so that the schema reports them. */
export function toExamInput(values: ExamValues) {
  return {
    name: values.name,
    description: values.description,
    exam_to_groups: values.rows.map((row) => ({
      group_ids: row.group_ids,
      available_after: row.available_after ?? undefined,
      available_before: row.available_before ?? undefined,
      instant_answer_feedback: row.instant_answer_feedback,
      allow_multiple_answers: row.allow_multiple_answers,
      is_readonly: row.is_readonly,
    })),
    question_ids: values.questions.map((q) => q.id),
  };
}

/**
 * The discipline rule (spec 1): a question can only go to groups that have its discipline.
 * Question id → names of the chosen groups that lack the question's discipline.
 */
export function disciplineWarnings(values: ExamValues, groups: ReadonlyMap<string, MyGroup>): Map<string, string[]> {
  const chosen = [...new Set(values.rows.flatMap((r) => r.group_ids))].flatMap((id) => groups.get(id) ?? []);
  const warnings = new Map<string, string[]>();
  for (const question of values.questions) {
    if (question.discipline_id === null) continue;
    const lacking = chosen.filter((g) => !g.discipline_ids.includes(question.discipline_id!)).map((g) => g.name);
    if (lacking.length) warnings.set(question.id, lacking);
  }
  return warnings;
}

/** The exam's school: that of its first chosen group, else the one it was saved in. Its zone is the form's (docs/time.md). */
export function examSchoolId(
  values: ExamValues,
  groups: ReadonlyMap<string, MyGroup>,
  savedSchoolId?: string,
): string | undefined {
  const first = values.rows
    .flatMap((r) => r.group_ids)
    .map((id) => groups.get(id)?.school_id)
    .find(Boolean);
  return first ?? savedSchoolId;
}

/** The rows' windows moved to another zone, keeping the wall clock the user typed. */
export const rezoneRows = (rows: GroupRow[], from: string, to: string): GroupRow[] =>
  from === to
    ? rows
    : rows.map((row) => ({
        ...row,
        available_after: row.available_after === null ? null : sameWallClock(row.available_after, from, to),
        available_before: row.available_before === null ? null : sameWallClock(row.available_before, from, to),
      }));

/** Rows whose groups bring a second school: all groups of an exam must belong to one school. */
export function mixedSchoolRows(values: ExamValues, groups: ReadonlyMap<string, MyGroup>): number[] {
  const first = values.rows
    .flatMap((r) => r.group_ids)
    .map((id) => groups.get(id)?.school_id)
    .find(Boolean);
  const foreign = (id: string) => {
    const school = groups.get(id)?.school_id;
    return school !== undefined && school !== first;
  };
  return values.rows.flatMap((row, index) => (row.group_ids.some(foreign) ? [index] : []));
}

/** Moves one item of a list to another index. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** A one-line excerpt of markdown: images, links and markup stripped. */
export function plainExcerpt(markdown: string, max = 160): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#*_`>|~]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
