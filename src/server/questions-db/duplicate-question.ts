import type { Ctx } from "@/server/context";
import { getQuestion, insertQuestion } from "./save-question";
import type { QuestionOutput } from "./schema";
import { toQuestionInput } from "./to-question-input";

/** A copy with the same content and group windows, in no exam: exams are chosen afresh. */
export async function duplicateQuestion(ctx: Ctx, input: { questionId: string }): Promise<QuestionOutput> {
  const original = await getQuestion(ctx, input);
  return insertQuestion(ctx, { ...toQuestionInput(original), exams: [] }, "question.duplicate");
}
