import {
  isRefused,
  type ParsedFile,
  type ParsedQuestion,
  type RefusedQuestion,
} from "@/server/questions-db/interchange/interchange-question";

/** A parsed file's questions and refusals apart, each in the file's order. */
export function questionsAndRefused(file: ParsedFile): { questions: ParsedQuestion[]; refused: RefusedQuestion[] } {
  const items = [...file];
  const questions = items.filter((item): item is ParsedQuestion => !isRefused(item));
  return { questions, refused: items.filter(isRefused) };
}
