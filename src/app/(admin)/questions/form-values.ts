import type { DefaultValues } from "react-hook-form";
import type { z } from "zod";
import type { QuestionOutput, questionInput } from "@/server/questions-db/schema";
import { toQuestionInput } from "@/server/questions-db/to-question-input";
import type { QuestionType } from "./labels";

/** The form's values: the server's input, as typed so far. */
export type QuestionValues = z.input<typeof questionInput>;
export type AnswerValues = QuestionValues["answers"][number];
export type WindowValues = NonNullable<QuestionValues["question_to_groups"]>[number];

/** A discursive question's one answer is the expected, so correct, one. */
export const newAnswer = (type: QuestionType): AnswerValues => ({
  description: "",
  is_correct_answer: type === "DISCURSIVE",
});

/** A new period: its dates start unset, so the schema asks for them ("required") until they are entered. */
export const newWindow = () => ({ group_ids: [] }) as Partial<WindowValues> as WindowValues;

export function emptyValues(schoolIds: readonly string[]): DefaultValues<QuestionValues> {
  return {
    // The only school to choose from is chosen already.
    belongs_to: { id: schoolIds.length === 1 ? schoolIds[0] : "" },
    other_subjects: [],
    type: "MULTIPLE_CHOICE",
    difficulty: null,
    source: "",
    source_edition: null,
    source_edition_observation: null,
    source_question_number: null,
    description: "",
    solution: null,
    study_orientation: null,
    hint: null,
    answers: [newAnswer("MULTIPLE_CHOICE"), newAnswer("MULTIPLE_CHOICE")],
    question_to_groups: [],
    exams: [],
  };
}

/**
 * A saved question's values. Group windows and exams are kept only where `canUse` says the user may send them: the
 * server keeps the others (spec 4.3 rule 4).
 */
export function questionValues(
  question: QuestionOutput,
  canUse: { group: (id: string) => boolean; exam: (id: string) => boolean },
): QuestionValues {
  const input = toQuestionInput(question);
  return {
    ...input,
    question_to_groups: (input.question_to_groups ?? [])
      .map((w) => ({ ...w, group_ids: w.group_ids.filter(canUse.group) }))
      .filter((w) => w.group_ids.length > 0),
    exams: (input.exams ?? []).filter((e) => canUse.exam(e.id)),
  };
}
