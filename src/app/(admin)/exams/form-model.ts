import type { z } from "zod";
import type { examInput, examToGroupInput } from "@/server/exams/schema";
import type { questionTypes } from "@/server/questions-db/schema";
import { sameWallClock } from "@/lib/time/zoned-time";
import { defaultWindow } from "./datetime";

export type QuestionType = (typeof questionTypes)[number];

/** The form's values: examInput's own shape, validated by examInput. */
export type ExamValues = z.input<typeof examInput>;
export type GroupEntry = z.input<typeof examToGroupInput>;

/** A question of the exam as the form shows it; discipline_id null when it could not be read. */
export type ChosenQuestion = {
  id: string;
  description: string;
  discipline_id: number | null;
  discipline_name: string;
  subject_name: string;
  type: QuestionType | null;
};

/** A question the form has not read (a refused id, or one the list no longer gives): only its id is known. */
export const unreadQuestion = (id: string): ChosenQuestion => ({
  id,
  description: "",
  discipline_id: null,
  discipline_name: "",
  subject_name: "",
  type: null,
});

/** A group the user can reach (me.get). */
export type MyGroup = { id: string; name: string; school_id: string; discipline_ids: number[] };

export function emptyEntry(now: number): GroupEntry {
  return {
    group_ids: [],
    ...defaultWindow(now),
    instant_answer_feedback: false,
    allow_multiple_answers: false,
    is_readonly: false,
  };
}

/** The exam's school: its first chosen group's; undefined before any group is chosen. */
export const examSchoolId = (entries: readonly GroupEntry[], groups: ReadonlyMap<string, MyGroup>) =>
  entries
    .flatMap((e) => e.group_ids ?? [])
    .map((id) => groups.get(id)?.school_id)
    .find(Boolean);

/** The entries with the same wall clock in another zone: what was typed stays what is shown (docs/time.md). */
export const rezoneEntries = (entries: readonly GroupEntry[], from: string, to: string): GroupEntry[] =>
  entries.map((entry) => ({
    ...entry,
    available_after:
      typeof entry.available_after === "number"
        ? sameWallClock(entry.available_after, from, to)
        : entry.available_after,
    available_before:
      typeof entry.available_before === "number"
        ? sameWallClock(entry.available_before, from, to)
        : entry.available_before,
  }));

export const newExamValues = (now: number): ExamValues => ({
  name: "",
  description: "",
  exam_to_groups: [emptyEntry(now)],
  question_ids: [],
});

/**
 * What the server will refuse (spec 1: a question only goes to groups that have its discipline), shown while the
 * exam is built. Question id → names of the chosen groups that lack the question's discipline.
 */
export function disciplineWarnings(
  groupIds: readonly string[],
  questions: readonly ChosenQuestion[],
  groups: ReadonlyMap<string, MyGroup>,
): Map<string, string[]> {
  const chosen = [...new Set(groupIds)].flatMap((id) => groups.get(id) ?? []);
  const warnings = new Map<string, string[]>();
  for (const question of questions) {
    if (question.discipline_id === null) continue;
    const lacking = chosen.filter((g) => !g.discipline_ids.includes(question.discipline_id!)).map((g) => g.name);
    if (lacking.length) warnings.set(question.id, lacking);
  }
  return warnings;
}

/** Moves one item of a list to another index. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
