import { checkQuestionRules } from "@/server/questions-db/rules";
import type { QuestionInput } from "@/server/questions-db/schema";
import type { Difficulty, QuestionType } from "./labels";

export type AnswerDraft = { key: string; description: string; correct: boolean };
/** A group window; dates as `datetime-local` values (local time, minutes). */
export type WindowDraft = { key: string; group_ids: string[]; after: string; before: string };

/** The subject select's value for "a new subject" (the name is typed in `new_subject`). */
export const NEW_SUBJECT = "new";

export type FormValues = {
  school_id: string;
  discipline_id: string;
  /** A subject id, NEW_SUBJECT or "". */
  subject: string;
  new_subject: string;
  other_subject_ids: number[];
  type: QuestionType;
  difficulty: Difficulty | "";
  source: string;
  source_edition: string;
  source_edition_observation: string;
  source_question_number: string;
  description: string;
  solution: string;
  study_orientation: string;
  hint: string;
  answers: AnswerDraft[];
  windows: WindowDraft[];
  exam_ids: string[];
};

let lastKey = 0;
export const newKey = () => `draft-${++lastKey}`;

const pad = (n: number) => String(n).padStart(2, "0");

/** ms since the epoch → `datetime-local` value in the browser's time zone. */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `datetime-local` value (local time) → ms since the epoch; undefined when empty or invalid. */
export function fromLocalInput(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? undefined : ms;
}

export function emptyValues(schoolIds: readonly string[]): FormValues {
  return {
    // The only school to choose from is chosen already.
    school_id: schoolIds.length === 1 ? (schoolIds[0] ?? "") : "",
    discipline_id: "",
    subject: "",
    new_subject: "",
    other_subject_ids: [],
    type: "MULTIPLE_CHOICE",
    difficulty: "",
    source: "",
    source_edition: "",
    source_edition_observation: "",
    source_question_number: "",
    description: "",
    solution: "",
    study_orientation: "",
    hint: "",
    answers: [
      { key: newKey(), description: "", correct: false },
      { key: newKey(), description: "", correct: false },
    ],
    windows: [],
    exam_ids: [],
  };
}

/** Form values from an input. Group windows and exams are kept only where `canUse` says the user may send them. */
export function inputToValues(
  input: QuestionInput,
  canUse: { group: (id: string) => boolean; exam: (id: string) => boolean },
): FormValues {
  return {
    school_id: input.belongs_to.id,
    discipline_id: String(input.discipline_id),
    subject: typeof input.subject === "number" ? String(input.subject) : NEW_SUBJECT,
    new_subject: typeof input.subject === "string" ? input.subject : "",
    other_subject_ids: (input.other_subjects ?? []).map((s) => s.id),
    type: input.type,
    difficulty: input.difficulty ?? "",
    source: input.source,
    source_edition: input.source_edition ?? "",
    source_edition_observation: input.source_edition_observation ?? "",
    source_question_number: input.source_question_number == null ? "" : String(input.source_question_number),
    description: input.description,
    solution: input.solution ?? "",
    study_orientation: input.study_orientation ?? "",
    hint: input.hint ?? "",
    answers: input.answers.map((a) => ({ key: newKey(), description: a.description, correct: a.is_correct_answer })),
    windows: (input.question_to_groups ?? [])
      .map((w) => ({
        key: newKey(),
        group_ids: w.group_ids.filter(canUse.group),
        after: toLocalInput(w.available_after),
        before: toLocalInput(w.available_before),
      }))
      .filter((w) => w.group_ids.length > 0),
    exam_ids: (input.exams ?? []).map((e) => e.id).filter(canUse.exam),
  };
}

const optional = (value: string) => (value.trim() ? value : null);

/** What the form sends, before validation: `questionInput.safeParse` of this reports every problem. */
export function valuesToCandidate(v: FormValues): Record<string, unknown> {
  const number = v.source_question_number.trim();
  const subjectId = Number(v.subject);
  return {
    belongs_to: { id: v.school_id },
    description: v.description,
    discipline_id: v.discipline_id ? Number(v.discipline_id) : undefined,
    subject: v.subject === NEW_SUBJECT ? v.new_subject : v.subject ? subjectId : undefined,
    type: v.type,
    other_subjects: v.other_subject_ids.filter((id) => id !== subjectId).map((id) => ({ id })),
    difficulty: v.difficulty || null,
    source: v.source,
    source_edition: optional(v.source_edition),
    source_edition_observation: optional(v.source_edition_observation),
    source_question_number: number ? Number(number) : null,
    solution: optional(v.solution),
    study_orientation: optional(v.study_orientation),
    hint: optional(v.hint),
    // A content item has no answers; a discursive one's answer is the expected (so correct) one.
    answers:
      v.type === "CONTENT"
        ? []
        : v.answers.map((a) => ({
            description: a.description,
            is_correct_answer: v.type === "DISCURSIVE" || a.correct,
          })),
    question_to_groups: v.windows.map((w) => ({
      group_ids: w.group_ids,
      available_after: fromLocalInput(w.after),
      available_before: fromLocalInput(w.before),
    })),
    exams: v.exam_ids.map((id) => ({ id })),
  };
}

/**
 * The type and date rules of `questionInput`'s refinement. Zod skips a refinement while the base
 * shape has issues (an unset discipline, say): the form checks them as well, so every problem
 * shows at once.
 */
export function ruleIssues(
  v: FormValues,
): { code: "custom"; path: (string | number)[]; message: string; params: { code: string } }[] {
  const candidate = valuesToCandidate(v) as {
    answers: { is_correct_answer: boolean }[];
    question_to_groups: { available_after?: number; available_before?: number }[];
  };
  const windows = candidate.question_to_groups.map((w) => ({
    available_after: w.available_after ?? Number.NaN,
    available_before: w.available_before ?? Number.NaN,
  }));
  return checkQuestionRules({ type: v.type, answers: candidate.answers, question_to_groups: windows }).map(
    ({ code, ...issue }) => ({
      ...issue,
      code: "custom",
      params: { code },
    }),
  );
}
