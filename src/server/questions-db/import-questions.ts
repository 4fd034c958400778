import type { Prisma } from "@/generated/prisma/client";
import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import { kyselyIn } from "@/server/db/kysely";
import { nameKey } from "@/lib/text/name-key";
import { createSubject, lockDiscipline } from "@/server/disciplines/subjects";
import { DomainError, type ErrorIssue } from "@/server/errors/domain-error";
import { disciplineReadable, oneOf } from "@/server/scope/predicates";
import { assertQuestionAccess, checkQuestionReferences } from "./check-references";
import type { ImportOptions, ImportPreview, ImportResult, InterchangeFormat } from "./interchange-schema";
import type { ParsedFile, RefusedQuestion } from "./interchange/interchange-question";
import { parseGift } from "./interchange/parse-gift";
import { parseMoodleXml } from "./interchange/parse-moodle-xml";
import { readXlsx } from "./interchange/read-xlsx";
import { insertImported } from "./insert-imported";
import { prepare, Refused, type Ready } from "./prepare-imported";

type Tx = Prisma.TransactionClient;

/** A subject the import found by name or creates. */
type Subject = { id: number; name: string };

export type ImportRequest = { format: InterchangeFormat; bytes: Buffer; options: ImportOptions };

async function parse(format: InterchangeFormat, bytes: Buffer): Promise<ParsedFile> {
  if (format === "xlsx") return readXlsx(bytes);
  const text = bytes.toString("utf8");
  return format === "gift" ? parseGift(text) : parseMoodleXml(text);
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

/**
 * Subjects named by categories or cells: the discipline's subject of that name, ignoring case and
 * accents as the discipline editor does (an enabled one first), keyed by subjectKey.
 */
async function subjectsByName(tx: Tx, ready: Ready[]): Promise<Map<string, Subject>> {
  const named = ready.filter((q) => q.subjectName !== null);
  const disciplineIds = [...new Set(named.map((q) => q.input.discipline_id))];
  const found = new Map<string, Subject>();
  if (!disciplineIds.length) return found;
  const rows = await kyselyIn(tx)
    .selectFrom("subjects")
    .select(["id", "name", "discipline_id"])
    .where((eb) => oneOf(eb.ref("discipline_id"), disciplineIds))
    .orderBy("enabled", "desc")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const key = `${row.discipline_id}:${nameKey(row.name)}`;
    if (!found.has(key)) found.set(key, { id: row.id, name: row.name });
  }
  return found;
}

/** A named subject's discipline and name key: "Álgebra" and "algebra" in one file are one new subject. */
const subjectKey = (question: Ready) => `${question.input.discipline_id}:${nameKey(question.subjectName ?? "")}`;

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
    // The discipline editor's lock, so that a subject of the same name added meanwhile is found, not repeated.
    if (!options.dry_run)
      for (const id of [...new Set(ready.map((q) => q.input.discipline_id))].sort((a, b) => a - b))
        await lockDiscipline(tx, id);
    const existing = await subjectsByName(tx, ready);
    // Each new subject once, under the name the file first gives it.
    const newSubjects = new Map<string, { disciplineId: number; name: string }>();
    for (const q of ready)
      if (q.subjectName !== null && !existing.has(subjectKey(q)) && !newSubjects.has(subjectKey(q)))
        newSubjects.set(subjectKey(q), { disciplineId: q.input.discipline_id, name: q.subjectName.trim() });
    if (options.dry_run) return preview(ready, refused, existing, newSubjects);
    if (refused.length) throw refusalError(refused, unit);
    for (const [key, { disciplineId, name }] of newSubjects) {
      const subject = await createSubject(tx, ctx.scope.user, { disciplineId, name }, [options.school_id]);
      existing.set(key, { id: subject.id, name });
    }
    // Stored before the commit: a file of an import that then fails stays unlinked, as an unused upload does.
    for (const file of ready.flatMap((q) => q.stored)) await ctx.storage.put(file.key, file.bytes, file.contentType);
    const created = await insertImported(
      tx,
      ctx.scope.user.id,
      ready.map((q) => ({
        input: q.input,
        subjectId: typeof q.input.subject === "number" ? q.input.subject : existing.get(subjectKey(q))!.id,
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

function preview(
  ready: Ready[],
  refused: RefusedQuestion[],
  existing: Map<string, Subject>,
  newSubjects: Map<string, { name: string }>,
): ImportPreview {
  const named = (q: Ready) => (existing.get(subjectKey(q)) ?? newSubjects.get(subjectKey(q)))!.name;
  return {
    questions: ready.map((q) => ({
      at: q.at,
      title: q.title,
      type: q.input.type,
      description: q.input.description,
      answers: q.input.answers,
      subject: q.subjectName === null ? `#${String(q.input.subject)}` : named(q),
      difficulty: q.input.difficulty ?? null,
      source: q.input.source,
      media: q.stored.map((file) => file.name),
      warnings: q.warnings,
    })),
    refused,
    new_subjects: [...newSubjects.values()].map((subject) => subject.name),
  };
}
