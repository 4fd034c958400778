import type { AppDeps } from "@/server/app-deps";
import type { Scope } from "@/server/scope/scope";
import { createQuestion, getQuestion } from "./save-question";
import type { QuestionOutput } from "./schema";
import { toQuestionInput } from "./to-question-input";

/** A copy with the same content and group windows, in no exam: exams are chosen afresh. */
export async function duplicateQuestion(deps: AppDeps, scope: Scope, id: string): Promise<QuestionOutput> {
  const original = await getQuestion(deps, scope, id);
  return createQuestion(deps, scope, { ...toQuestionInput(original), exams: [] }, "question.duplicate");
}
