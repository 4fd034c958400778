import type { Ctx } from "@/server/context";
import { mediaTypeFor } from "@/server/storage/media-types";
import type { ImportOptions } from "./interchange-schema";
import type { ImportWarning, ParsedQuestion, Place, RefusedQuestion } from "./interchange/interchange-question";
import { replacePluginFiles } from "./interchange/plugin-file";
import { mediaProblem, ownLinksAsPaths } from "./media-links";
import { questionMediaKey } from "./question-media-key";
import { questionInput, type QuestionInput } from "./schema";

/** A question ready to write: its input as the bank validates it, the files to store and where. */
export type Ready = Place & {
  input: QuestionInput;
  subjectName: string | null;
  stored: StoredFile[];
  warnings: ImportWarning[];
};
export type StoredFile = { key: string; bytes: Buffer; contentType: string; name: string };

/**
 * The question's embedded files checked (type, signature, size) and linked by the URL they will have, the path of
 * this app's uploads on the local backend (docs/uploads.md). A file embedded twice with the same bytes, as Moodle
 * does for a picture in two texts of a question, is stored once.
 */
function linkFiles(
  ctx: Ctx,
  schoolId: string,
  parsed: ParsedQuestion,
): { text: (s: string) => string; stored: StoredFile[] } {
  const stored: StoredFile[] = [];
  const byName = new Map<string, StoredFile>();
  for (const file of parsed.files) {
    const problem = mediaProblem(file.name, file.bytes);
    if (problem) throw new Refused("import_media_invalid", `Embedded file ${file.name}: ${problem}`);
    if (byName.get(file.name)?.bytes.equals(file.bytes)) continue;
    const key = questionMediaKey(schoolId, file.name);
    const storedFile = { key, bytes: file.bytes, contentType: mediaTypeFor(file.name)!.contentType, name: file.name };
    stored.push(storedFile);
    byName.set(file.name, storedFile);
  }
  const text = (markdown: string) =>
    replacePluginFiles(ownLinksAsPaths(markdown, ctx.origin, schoolId), (name) => {
      const file = byName.get(name);
      if (!file) throw new Refused("import_media_invalid", `The text links ${name}, which the file does not embed`);
      return ctx.storage.publicUrl(file.key);
    });
  return { text, stored };
}

export class Refused extends Error {
  constructor(
    readonly code: RefusedQuestion["code"],
    message: string,
  ) {
    super(message);
  }
}

/** The bank's input for a parsed question, with the import's defaults, validated as a question is on create. */
export function prepare(ctx: Ctx, options: ImportOptions, parsed: ParsedQuestion): Ready {
  const q = parsed.question;
  const { text, stored } = linkFiles(ctx, options.school_id, parsed);
  // The import's choices win unless the file's classification is kept; then they fill in where the file gives none.
  const keep = options.keep_file_classification === true;
  const chosen = options.subject && /^\d+$/.test(options.subject) ? Number(options.subject) : options.subject;
  const subject = keep ? (q.subject ?? chosen) : (chosen ?? q.subject);
  if (subject === undefined || subject === null)
    throw new Refused("import_subject_missing", "No category or subject cell, and no subject given for the import");
  const source = q.source ?? options.source;
  if (!source)
    throw new Refused("import_source_missing", "The file gives no source, and no source was given for the import");
  const markdown = (value: string | null) => (value === null ? null : text(value));
  const candidate = {
    belongs_to: { id: options.school_id },
    description: text(q.description),
    discipline_id: keep ? (q.discipline_id ?? options.discipline_id) : options.discipline_id,
    subject,
    type: q.type,
    other_subjects: q.other_subjects.map((id) => ({ id })),
    difficulty: q.difficulty,
    source,
    source_edition: q.source_edition,
    source_edition_observation: q.source_edition_observation,
    source_question_number: q.source_question_number,
    solution: markdown(q.solution),
    study_orientation: markdown(q.study_orientation),
    hint: markdown(q.hint),
    answers: q.answers.map((answer) => ({
      description: text(answer.description),
      is_correct_answer: answer.is_correct_answer,
    })),
  };
  const checked = questionInput.safeParse(candidate);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new Refused("import_question_invalid", `${issue.path.join(".") || "question"}: ${issue.message}`);
  }
  const subjectName = typeof subject === "string" ? subject : null;
  return { at: parsed.at, title: parsed.title, warnings: parsed.warnings, input: checked.data, subjectName, stored };
}
