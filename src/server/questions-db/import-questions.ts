import type { Prisma } from "@/generated/prisma/client";
import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import { kyselyIn } from "@/server/db/kysely";
import { subjectSnapshot } from "@/server/disciplines/audit-snapshot";
import { DomainError, type ErrorIssue } from "@/server/errors/domain-error";
import { absoluteUrl } from "@/server/http/public-origin";
import { disciplineReadable, oneOf } from "@/server/scope/predicates";
import { looksLike } from "@/server/storage/media-signature";
import { maxMediaBytes, mediaTypeFor } from "@/server/storage/media-types";
import { assertQuestionAccess, checkQuestionReferences } from "./check-references";
import type { ImportOptions, ImportPreview, ImportResult, InterchangeFormat } from "./interchange-schema";
import type { ParsedFile, ParsedQuestion, RefusedQuestion } from "./interchange/interchange-question";
import { parseGift } from "./interchange/parse-gift";
import { parseMoodleXml } from "./interchange/parse-moodle-xml";
import { readXlsx } from "./interchange/read-xlsx";
import { insertImported } from "./insert-imported";
import { questionMediaKey } from "./question-media-key";
import { questionInput, type QuestionInput } from "./schema";

type Tx = Prisma.TransactionClient;

export type ImportRequest = { format: InterchangeFormat; bytes: Buffer; options: ImportOptions };

/** A question ready to write: its input as the bank validates it, the files to store and where. */
type Ready = ParsedQuestion & { input: QuestionInput; subjectName: string | null; stored: StoredFile[] };
type StoredFile = { key: string; bytes: Buffer; contentType: string; name: string };

async function parse(format: InterchangeFormat, bytes: Buffer): Promise<ParsedFile> {
  if (format === "xlsx") return readXlsx(bytes);
  const text = bytes.toString("utf8");
  return format === "gift" ? parseGift(text) : parseMoodleXml(text);
}

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

class Refused extends Error {
  constructor(
    readonly code: RefusedQuestion["code"],
    message: string,
  ) {
    super(message);
  }
}

/** The bank's input for a parsed question, with the import's defaults, validated as a question is on create. */
function prepare(ctx: Ctx, options: ImportOptions, parsed: ParsedQuestion): Ready {
  const q = parsed.question;
  const { text, stored } = linkFiles(ctx, options.school_id, parsed);
  const subject =
    q.subject ?? (options.subject && /^\d+$/.test(options.subject) ? Number(options.subject) : options.subject);
  if (subject === undefined || subject === null)
    throw new Refused("import_subject_missing", "No category or subject cell, and no subject given for the import");
  const source = q.source ?? options.source;
  if (!source)
    throw new Refused("import_source_missing", "The file gives no source, and no source was given for the import");
  const markdown = (value: string | null) => (value === null ? null : text(value));
  const candidate = {
    belongs_to: { id: options.school_id },
    description: text(q.description),
    discipline_id: q.discipline_id ?? options.discipline_id,
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
    answers: q.answers.map((answer) => ({ ...answer, description: text(answer.description) })),
  };
  const checked = questionInput.safeParse(candidate);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new Refused("import_question_invalid", `${issue.path.join(".") || "question"}: ${issue.message}`);
  }
  return { ...parsed, input: checked.data, subjectName: typeof subject === "string" ? subject : null, stored };
}

/**
 * The references of every question checked once per discipline, not once per question: the
 * discipline the caller reads (403 otherwise, as for one question) and the school uses, numeric
 * subjects of that discipline, other subjects that exist. Returns the questions refused here.
 */
async function checkReferences(tx: Tx, ctx: Ctx, ready: Ready[]): Promise<RefusedQuestion[]> {
  const refused: RefusedQuestion[] = [];
  const refuse = (question: Ready, code: RefusedQuestion["code"], reason: string) =>
    refused.push({ at: question.at, title: question.title, code, reason });
  const db = kyselyIn(tx);
  for (const disciplineId of new Set(ready.map((question) => question.input.discipline_id))) {
    const probe = {
      ...ready.find((question) => question.input.discipline_id === disciplineId)!.input,
      subject: "probe",
    };
    await assertQuestionAccess(tx, ctx.scope, { ...probe, other_subjects: [], exams: [] });
    try {
      await checkQuestionReferences(tx, { ...probe, other_subjects: [], exams: [], question_to_groups: [] });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      for (const question of ready.filter((q) => q.input.discipline_id === disciplineId))
        refuse(question, "discipline_unknown", error.message);
    }
  }
  const subjectIds = [
    ...new Set(
      ready.flatMap((q) => [
        ...(typeof q.input.subject === "number" ? [q.input.subject] : []),
        ...(q.input.other_subjects ?? []).map((s) => s.id),
      ]),
    ),
  ];
  const subjects = new Map(
    subjectIds.length
      ? (
          await db
            .selectFrom("subjects")
            .select(["subjects.id", "subjects.discipline_id"])
            .where((eb) => oneOf(eb.ref("subjects.id"), subjectIds))
            .where((eb) => disciplineReadable(ctx.scope, eb.ref("subjects.discipline_id")))
            .execute()
        ).map((row) => [row.id, row.discipline_id])
      : [],
  );
  for (const question of ready) {
    const { subject, discipline_id, other_subjects } = question.input;
    if (typeof subject === "number" && subjects.get(subject) !== discipline_id)
      refuse(question, "subject_unknown", `Subject ${subject} is not a subject of discipline ${discipline_id}`);
    else if ((other_subjects ?? []).some((s) => !subjects.has(s.id)))
      refuse(question, "subject_unknown", "Some other subjects do not exist");
  }
  return refused;
}

/** Subjects named by categories or cells: an existing one of that name in the discipline, else a new one. */
async function subjectsByName(tx: Tx, ready: Ready[]): Promise<Map<string, number>> {
  const named = ready.filter((q) => q.subjectName !== null);
  const disciplineIds = [...new Set(named.map((q) => q.input.discipline_id))];
  const found = new Map<string, number>();
  if (!disciplineIds.length) return found;
  const rows = await kyselyIn(tx)
    .selectFrom("subjects")
    .select(["id", "name", "discipline_id"])
    .where((eb) => oneOf(eb.ref("discipline_id"), disciplineIds))
    .where("enabled", "=", true)
    .orderBy("id")
    .execute();
  for (const row of rows)
    if (!found.has(`${row.discipline_id}:${row.name}`)) found.set(`${row.discipline_id}:${row.name}`, row.id);
  return found;
}

const subjectKey = (question: Ready) => `${question.input.discipline_id}:${question.subjectName}`;

function refusalError(refused: RefusedQuestion[], unit: "line" | "row"): DomainError {
  const issues: ErrorIssue[] = refused.map((r) => ({
    path: [unit, r.at],
    code: r.code,
    message: `${unit} ${r.at} (${r.title}): ${r.reason}`,
    params: { at: r.at, title: r.title },
  }));
  return new DomainError(
    "UNPROCESSABLE",
    "import_refused",
    `${refused.length} question(s) cannot be imported; nothing was written`,
    { issues, params: { count: refused.length } },
  );
}

/**
 * POST /exams/questions-db/import: a GIFT, Moodle XML or spreadsheet file into the bank, all or
 * nothing. Every question is parsed and checked first; one that cannot be imported refuses the
 * whole file (422, one issue per question) and nothing is written. A dry run answers what would be
 * created and refused and writes nothing. The import writes subjects named by categories, the
 * embedded files, the questions and one audit entry in one transaction (docs/interchange.md).
 */
export async function importQuestions(
  ctx: Ctx,
  request: ImportRequest & { options: { dry_run: true } },
): Promise<ImportPreview>;
export async function importQuestions(ctx: Ctx, request: ImportRequest): Promise<ImportPreview | ImportResult>;
export async function importQuestions(
  ctx: Ctx,
  { format, bytes, options }: ImportRequest,
): Promise<ImportPreview | ImportResult> {
  const parsed = await parse(format, bytes);
  const unit = format === "xlsx" ? "row" : "line";
  if (!parsed.questions.length && !parsed.refused.length)
    throw new DomainError("UNPROCESSABLE", "import_empty", "The file holds no question", {
      issues: [{ path: ["file"], code: "import_empty", message: "No question found" }],
    });
  const refused = [...parsed.refused];
  const ready: Ready[] = [];
  for (const question of parsed.questions) {
    try {
      ready.push(prepare(ctx, options, question));
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      refused.push({ at: question.at, title: question.title, code: error.code, reason: error.message });
    }
  }
  const run = async (tx: Tx) => {
    refused.push(...(ready.length ? await checkReferences(tx, ctx, ready) : []));
    refused.sort((a, b) => a.at - b.at);
    const existing = await subjectsByName(tx, ready);
    const newSubjects = [
      ...new Set(ready.filter((q) => q.subjectName !== null && !existing.has(subjectKey(q))).map(subjectKey)),
    ];
    if (options.dry_run) return preview(ready, refused, newSubjects);
    if (refused.length) throw refusalError(refused, unit);
    for (const key of newSubjects) {
      const [disciplineId, ...name] = key.split(":");
      const subject = await tx.subject.create({ data: { disciplineId: Number(disciplineId), name: name.join(":") } });
      await recordAudit(tx, ctx.scope.user, {
        action: "subject.create",
        entityId: subject.id,
        schoolIds: [options.school_id],
        after: subjectSnapshot(subject),
      });
      existing.set(key, subject.id);
    }
    // Stored before the commit: a file of an import that then fails stays unlinked, as an unused upload does.
    for (const file of ready.flatMap((q) => q.stored)) await ctx.storage.put(file.key, file.bytes, file.contentType);
    const created = await insertImported(
      tx,
      ctx.scope.user.id,
      ready.map((q) => ({
        input: q.input,
        subjectId: typeof q.input.subject === "number" ? q.input.subject : existing.get(subjectKey(q))!,
      })),
    );
    await recordAudit(tx, ctx.scope.user, {
      action: "question.import",
      entityId: options.school_id,
      schoolIds: [options.school_id],
      after: { format, bytes: bytes.length, discipline_id: options.discipline_id, created },
    });
    const warnings = ready.flatMap((q) => q.warnings.map((warning) => ({ at: q.at, title: q.title, ...warning })));
    return { created, warnings };
  };
  // A dry run writes nothing; it reads in a transaction all the same, so it sees what the import would.
  return ctx.db.prisma.$transaction(run, { timeout: 120_000, maxWait: 10_000 });
}

function preview(ready: Ready[], refused: RefusedQuestion[], newSubjects: string[]): ImportPreview {
  return {
    questions: ready.map((q) => ({
      at: q.at,
      title: q.title,
      type: q.input.type,
      description: q.input.description,
      answers: q.input.answers,
      subject: q.subjectName ?? `#${String(q.input.subject)}`,
      difficulty: q.input.difficulty ?? null,
      source: q.input.source,
      media: q.stored.map((file) => file.name),
      warnings: q.warnings,
    })),
    refused,
    new_subjects: newSubjects.map((key) => key.slice(key.indexOf(":") + 1)),
  };
}
