import type { ErrorCodeName } from "@/lib/errors/error-codes";

/** A broken rule: its registered code for the browser, its English message for the API. */
type Issue = { path: (string | number)[]; code: ErrorCodeName; message: string };

type Checked = {
  type: "MULTIPLE_CHOICE" | "DISCURSIVE" | "CONTENT";
  answers: { is_correct_answer: boolean }[];
  question_to_groups?: { available_after: number; available_before: number }[] | null;
};

/** The rules of a question that need no database: answers per type, and windows in order. */
export function checkQuestionRules(question: Checked): Issue[] {
  const issues: Issue[] = [];
  const { answers } = question;
  if (question.type === "MULTIPLE_CHOICE") {
    if (answers.length < 2)
      issues.push({
        path: ["answers"],
        code: "choice_options_too_few",
        message: "A multiple-choice question needs at least two options",
      });
    if (!answers.some((a) => a.is_correct_answer))
      issues.push({
        path: ["answers"],
        code: "choice_correct_missing",
        message: "A multiple-choice question needs at least one correct option",
      });
  }
  if (question.type === "CONTENT" && answers.length > 0)
    issues.push({ path: ["answers"], code: "content_has_answers", message: "A content item carries no answers" });
  if (question.type === "DISCURSIVE" && answers.length > 1)
    issues.push({
      path: ["answers"],
      code: "discursive_answers_too_many",
      message: "A discursive question carries at most one expected answer",
    });
  (question.question_to_groups ?? []).forEach((window, index) => {
    if (window.available_after >= window.available_before) {
      issues.push({
        path: ["question_to_groups", index, "available_before"],
        code: "end_not_after_start",
        message: "available_after must be before available_before",
      });
    }
  });
  return issues;
}
