import { DomainError } from "@/server/errors/domain-error";
import { maxImportQuestions } from "../interchange-schema";

/** 413 for a file of more than maxImportQuestions questions, refused as soon as the reader counts one more. */
export function tooManyQuestions(): DomainError {
  const message = `A file may hold at most ${maxImportQuestions} questions`;
  const params = { max: maxImportQuestions };
  return new DomainError("PAYLOAD_TOO_LARGE", "import_too_many_questions", message, {
    params,
    issues: [{ path: ["file"], code: "import_too_many_questions", message, params }],
  });
}
