import type { Ctx } from "@/server/context";
import { absoluteUrl } from "@/server/http/public-origin";
import { looksLike } from "@/server/storage/media-signature";
import { maxMediaBytes, mediaTypeFor } from "@/server/storage/media-types";
import type { ImportOptions } from "./interchange-schema";
import type { ImportWarning, ParsedQuestion, Place, RefusedQuestion } from "./interchange/interchange-question";
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

const pluginFile = /@@PLUGINFILE@@\/([^\s)"'<>]+)/g;

/** The question's embedded files checked (type, signature, size) and linked by the URL they will have. */
function linkFiles(
  ctx: Ctx,
  schoolId: string,
  parsed: ParsedQuestion,
): { text: (s: string) => string; stored: StoredFile[] } {
  const stored: StoredFile[] = [];
  const urls = new Map<string, string>();
  for (const file of parsed.files) {
    const type = mediaTypeFor(file.name);
    if (!type) throw new Refused("import_media_invalid", `Embedded file ${file.name}: not an allowed media type`);
    if (file.bytes.length > maxMediaBytes[type.kind])
      throw new Refused(
        "import_media_invalid",
        `Embedded file ${file.name}: larger than ${maxMediaBytes[type.kind]} bytes`,
      );
    if (!looksLike(type.contentType, file.bytes))
      throw new Refused("import_media_invalid", `Embedded file ${file.name}: its content is not ${type.contentType}`);
    const key = questionMediaKey(schoolId, file.name);
    stored.push({ key, bytes: file.bytes, contentType: type.contentType, name: file.name });
    urls.set(file.name, absoluteUrl(ctx.storage.publicUrl(key), ctx.origin));
  }
  const text = (markdown: string) =>
    markdown.replace(pluginFile, (whole, name: string) => {
      const decoded = safeDecode(name);
      const url = urls.get(decoded);
      if (!url) throw new Refused("import_media_invalid", `The text links ${decoded}, which the file does not embed`);
      return url;
    });
  return { text, stored };
}

const safeDecode = (name: string) => {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

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
