type Issue = { path: (string | number)[]; message: string };

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
      issues.push({ path: ["answers"], message: "A multiple-choice question needs at least two options" });
    if (!answers.some((a) => a.is_correct_answer))
      issues.push({ path: ["answers"], message: "A multiple-choice question needs at least one correct option" });
  }
  if (question.type === "CONTENT" && answers.length > 0)
    issues.push({ path: ["answers"], message: "A content item carries no answers" });
  if (question.type === "DISCURSIVE" && answers.length > 1)
    issues.push({ path: ["answers"], message: "A discursive question carries at most one expected answer" });
  (question.question_to_groups ?? []).forEach((window, index) => {
    if (window.available_after >= window.available_before) {
      issues.push({
        path: ["question_to_groups", index, "available_before"],
        message: "available_after must be before available_before",
      });
    }
  });
  return issues;
}
