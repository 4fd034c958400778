import { randomUUID } from "node:crypto";
import { setImmediate } from "node:timers/promises";
import type { Subject as SubjectRow } from "@/generated/prisma/client";
import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import type { Tx } from "@/server/db/client";
import { kyselyIn } from "@/server/db/kysely";
import { subjectSchoolIds } from "@/server/disciplines/audit-snapshot";
import { auditSubjectCreated, lockDiscipline } from "@/server/disciplines/subjects";
import { DomainError, type ErrorIssue } from "@/server/errors/domain-error";
import { logUnexpected } from "@/server/errors/log-unexpected";
import { importPublished, oneOf } from "@/server/scope/predicates";
import { beginImport, discardAbandonedImports, discardImport, publishImport } from "./bank-import";
import { contentKey } from "./content-key";
import { findDuplicates, keyUnkeyedQuestions, type KeyedQuestion } from "./find-duplicates";
import { checkImportReferences, type ReferenceCheck } from "./import-references";
import {
  questionsPerTurn,
  readyQuestions,
  subjectKey,
  subjectNameKey,
  surveyFile,
  type NamedSubject,
} from "./import-survey";
import { importWriter } from "./import-writer";
import type { ImportOptions, ImportPreview, ImportResult, InterchangeFormat } from "./interchange-schema";
import { isRefused, type ParsedFile, type RefusedQuestion } from "./interchange/interchange-question";
import { parseGift } from "./interchange/parse-gift";
import { parseMoodleXml } from "./interchange/parse-moodle-xml";
import { readXlsx } from "./interchange/read-xlsx";
import { refusedFileOf } from "./interchange/refused-file";
import { oneImportAtATime } from "./one-import-at-a-time";
import { previewOf, type FoundSubject } from "./import-preview";

/** A subject the import created, pending until it publishes it with its `subject.create` entry. */
type CreatedSubject = SubjectRow;

export type ImportRequest = { format: InterchangeFormat; bytes: Buffer; options: ImportOptions };

async function parse(format: InterchangeFormat, bytes: Buffer): Promise<ParsedFile> {
  if (format === "xlsx") return readXlsx(bytes);
  const text = bytes.toString("utf8");
  return format === "gift" ? parseGift(text) : parseMoodleXml(text);
}

/**
 * Subjects named by categories or cells: the discipline's subject of that name, ignoring case and
 * accents as the discipline editor does (an enabled one first), keyed as `subjectKey`.
 */
async function subjectsByName(tx: Tx, named: Map<string, NamedSubject>): Promise<Map<string, FoundSubject>> {
  const disciplineIds = [...new Set([...named.values()].map((subject) => subject.disciplineId))];
  const found = new Map<string, FoundSubject>();
  if (!disciplineIds.length) return found;
  const rows = await kyselyIn(tx)
    .selectFrom("subjects")
    .select(["id", "name", "discipline_id"])
    .where((eb) => oneOf(eb.ref("discipline_id"), disciplineIds))
    .where((eb) => importPublished(eb.ref("import_id")))
    .orderBy("enabled", "desc")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const key = subjectNameKey(row.discipline_id, row.name);
    if (!found.has(key)) found.set(key, { id: row.id, name: row.name });
  }
  return found;
}

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
 * POST /exams/questions-db/import: a GIFT, Moodle XML or spreadsheet file into the bank, all or nothing. The file is
 * read three times, so that no more than a statement's questions are held: to survey it, to check every question
 * against the references, then to write them. One question that cannot be imported refuses the whole file (422, one
 * issue per question) and nothing is left written, unless `skip_refused`: then the others are created and the
 * refused listed as skipped. A question the school's bank already has under its discipline (its content key,
 * content-key.ts) is not created but listed as a duplicate, unless `duplicates` is "create". A dry run answers what
 * would be created and refused, with the refused as a file of the same format, and writes nothing. The subjects
 * named by categories and the questions are written in short transactions under a pending import, hidden from every
 * read, then published with the audit entries in one more (bank-import.ts, docs/interchange.md); a failed import is
 * discarded. One import at a time per process
 * (oneImportAtATime); a file of more than maxImportQuestions questions is refused while it is read.
 */
export async function importQuestions(
  ctx: Ctx,
  request: ImportRequest & { options: { dry_run: true } },
): Promise<ImportPreview>;
export async function importQuestions(ctx: Ctx, request: ImportRequest): Promise<ImportPreview | ImportResult>;
export async function importQuestions(ctx: Ctx, request: ImportRequest): Promise<ImportPreview | ImportResult> {
  return oneImportAtATime(() => runImport(ctx, request));
}

async function runImport(ctx: Ctx, { format, bytes, options }: ImportRequest): Promise<ImportPreview | ImportResult> {
  const file = await parse(format, bytes);
  const unit = format === "xlsx" ? "row" : "line";
  const survey = await surveyFile(ctx, options, file);
  if (!survey.ready && !survey.refused.length)
    throw new DomainError("UNPROCESSABLE", "import_empty", "The file holds no question", {
      issues: [{ path: ["file"], code: "import_empty", message: "No question found" }],
    });
  // The file read again, question by question: those its references refuse go to `refused`.
  function* accepted(check: ReferenceCheck, refused: RefusedQuestion[]) {
    for (const question of readyQuestions(ctx, options, file)) {
      if (isRefused(question)) continue;
      const refusal = check(question.input);
      if (refusal) refused.push({ at: question.at, title: question.title, ...refusal });
      else yield question;
    }
  }
  const checkDuplicates = options.duplicates !== "create";
  if (checkDuplicates) await keyUnkeyedQuestions(ctx.db, options.school_id);
  // What the import would read, in one short transaction; the file is then checked without holding the connection
  // (on the embedded database, the only one).
  const looked = await ctx.db.prisma.$transaction(
    async (tx) => ({
      check: await checkImportReferences(tx, ctx, options.discipline_id, survey.disciplines, [...survey.subjectIds]),
      subjects: await subjectsByName(tx, survey.subjectNames),
    }),
    { maxWait: 10_000 },
  );
  // Every question checked before the first write: a refused import writes nothing, not even a pending import
  // that its refusal would then discard. Only the subjects of questions that will be created are created.
  const refused = [...survey.refused];
  const used = new Set<string>();
  const previews: ImportPreview["questions"] = [];
  const keyed: (KeyedQuestion & { subject: string | null })[] = [];
  let checked = 0;
  for (const q of accepted(looked.check, refused)) {
    if (++checked % questionsPerTurn === 0) await setImmediate();
    const subject = q.subjectName === null ? null : subjectKey(q);
    if (checkDuplicates) {
      const key = contentKey(q.input);
      keyed.push({ at: q.at, title: q.title, disciplineId: q.input.discipline_id, key, subject });
    } else if (subject) used.add(subject);
    if (options.dry_run) previews.push(previewOf(q, looked.check, looked.subjects.get(subjectKey(q)), survey));
  }
  refused.sort(byPlace);
  // A duplicate is not created, nor the subject only it names.
  const duplicates = await findDuplicates(ctx.db.kysely, options.school_id, keyed);
  const duplicateAt = new Set(duplicates.map((duplicate) => duplicate.at));
  for (const { at, subject } of keyed) if (subject && !duplicateAt.has(at)) used.add(subject);
  // Each key once: the writer stores the one the check computed.
  const keyAt = new Map(keyed.map(({ at, key }) => [at, key]));
  const questions = previews.filter((q) => !duplicateAt.has(q.at));
  const named = [...survey.subjectNames].filter(([key]) => used.has(key));
  if (options.dry_run) {
    const newNames = named.filter(([key]) => !looked.subjects.has(key)).map(([, subject]) => subject.name);
    const refusedFile = await refusedFileOf(format, bytes, new Set(refused.map((r) => r.at)));
    return { dry_run: true, questions, refused, duplicates, new_subjects: newNames, refused_file: refusedFile };
  }
  if (refused.length && (!options.skip_refused || !checked)) throw refusalError(refused, unit);
  const skipped = options.skip_refused ? refused : [];
  await discardAbandonedImports(ctx.db);
  const importId = randomUUID();
  const user = ctx.scope.user;
  // Checks again under the locks (a reference may have gone meanwhile), and the new subjects, in one short
  // transaction; the subjects pending with the questions.
  const { check, subjects, newSubjects } = await ctx.db.prisma.$transaction(
    async (tx) => {
      const check = await checkImportReferences(tx, ctx, options.discipline_id, survey.disciplines, [
        ...survey.subjectIds,
      ]);
      // The discipline editor's lock, so that a subject of the same name added meanwhile is found, not repeated.
      const locked = new Set(named.map(([, subject]) => subject.disciplineId));
      for (const id of [...locked].sort((a, b) => a - b)) await lockDiscipline(tx, id);
      const subjects = await subjectsByName(tx, survey.subjectNames);
      await beginImport(kyselyIn(tx), importId);
      // Each new subject once, under the name the file first gives it.
      const newSubjects: CreatedSubject[] = [];
      for (const [key, { disciplineId, name }] of named) {
        if (subjects.has(key)) continue;
        const subject = await tx.subject.create({ data: { disciplineId, name, importId } });
        subjects.set(key, { id: subject.id, name });
        newSubjects.push(subject);
      }
      return { check, subjects, newSubjects };
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
  try {
    const writer = importWriter(ctx.db, importId, user.id);
    const warnings: ImportResult["warnings"] = [];
    const skippedAt = new Set(skipped.map((r) => r.at));
    const gone: RefusedQuestion[] = [];
    let read = 0;
    for (const q of accepted(check, gone)) {
      // As the survey: the reading's work in turns with other requests, not only while a batch is written.
      if (++read % questionsPerTurn === 0) await setImmediate();
      // A reference gone since the check: the rest of the file is only checked, so that the 422 names every question.
      if (gone.length && !options.skip_refused) continue;
      // Refused by the first check, listed as skipped: not created, even if its reference has come meanwhile.
      if (skippedAt.has(q.at) || duplicateAt.has(q.at)) continue;
      // Stored before the publication: a file of an import that then fails stays unlinked, as an unused upload does.
      for (const file of q.stored) await ctx.storage.put(file.key, file.bytes, file.contentType);
      const subjectId = typeof q.input.subject === "number" ? q.input.subject : subjects.get(subjectKey(q))!.id;
      await writer.add({ input: q.input, subjectId, contentKey: keyAt.get(q.at) });
      warnings.push(...q.warnings.map((warning) => ({ at: q.at, title: q.title, ...warning })));
    }
    const newlyRefused = gone.filter((r) => !skippedAt.has(r.at));
    if (newlyRefused.length && !options.skip_refused) throw refusalError(newlyRefused.sort(byPlace), unit);
    skipped.push(...newlyRefused);
    await writer.finish();
    const created = writer.ids;
    if (!created.length && !duplicates.length) throw refusalError(skipped.sort(byPlace), unit);
    // Publishing is one row; the audit entries come with it, so that they too are all or nothing.
    await ctx.db.prisma.$transaction(
      async (tx) => {
        if (!(await publishImport(kyselyIn(tx), importId)))
          throw new Error(`import ${importId} was discarded as abandoned`);
        for (const subject of newSubjects) {
          const schoolIds = await subjectSchoolIds(tx, subject.disciplineId, options.school_id);
          await auditSubjectCreated(tx, user, subject, schoolIds);
        }
        await recordAudit(tx, user, {
          action: "question.import",
          entityId: options.school_id,
          schoolIds: [options.school_id],
          after: {
            format,
            bytes: bytes.length,
            discipline_id: options.discipline_id,
            created,
            ...(skipped.length ? { skipped: skipped.map((r) => r.at) } : {}),
            ...(duplicates.length ? { duplicates: duplicates.map((d) => d.at) } : {}),
          },
        });
      },
      { maxWait: 10_000 },
    );
    return { dry_run: false, created, skipped: skipped.sort(byPlace), duplicates, warnings };
  } catch (error) {
    await discardImport(ctx.db, importId).catch((discardError: unknown) => logUnexpected("import", discardError));
    throw error;
  }
}

const byPlace = (a: RefusedQuestion, b: RefusedQuestion) => a.at - b.at;
