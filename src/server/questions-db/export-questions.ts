import { setImmediate } from "node:timers/promises";
import { PassThrough, Readable } from "node:stream";
import { groupBy } from "@/lib/group-by";
import type { Ctx } from "@/server/context";
import { giftWriter } from "./interchange/gift-writer";
import type { InterchangeQuestion } from "./interchange/interchange-question";
import { moodleXmlWriter } from "./interchange/moodle-xml-writer";
import type { ExportedQuestion, TextWriter } from "./interchange/text-writer";
import { writeXlsx } from "./interchange/write-xlsx";
import type { ExportQuery } from "./interchange-schema";
import { xlsxContentType } from "./interchange-schema";
import { bankFilter } from "./bank-filter";
import { withAbsoluteMedia, withEmbeddedMedia } from "./export-media";

type Exported = InterchangeQuestion & { subject: string };

/** Questions read a page at a time: the export's memory holds one page, whatever the bank's size. */
const pageSize = 500;

/** The filtered bank, ordered by subject so each category is written once, answers and other subjects joined. */
async function* questionsOf(ctx: Ctx, query: ExportQuery): AsyncGenerator<Exported> {
  const filter = await bankFilter(ctx, query);
  const db = ctx.db.kysely;
  let after: { subjectId: number; id: string } | null = null;
  for (;;) {
    const cursor: { subjectId: number; id: string } | null = after;
    const rows = await db
      .selectFrom("bank_questions as q")
      .innerJoin("subjects as s", "s.id", "q.subject_id")
      .selectAll("q")
      .select("s.name as subject_name")
      .where(filter)
      .$if(cursor !== null, (qb) =>
        qb.where((eb) =>
          eb.or([
            eb("q.subject_id", ">", cursor!.subjectId),
            eb.and([eb("q.subject_id", "=", cursor!.subjectId), eb("q.id", ">", cursor!.id)]),
          ]),
        ),
      )
      .orderBy("q.subject_id")
      .orderBy("q.id")
      .limit(pageSize)
      .execute();
    if (!rows.length) return;
    const ids = rows.map((row) => row.id);
    const answers = await db
      .selectFrom("bank_answers")
      .select(["question_id", "description", "is_correct_answer"])
      .where("question_id", "in", ids)
      .orderBy("question_id")
      .orderBy("position")
      .execute();
    const others = await db
      .selectFrom("bank_question_other_subjects")
      .select(["question_id", "subject_id"])
      .where("question_id", "in", ids)
      .orderBy("subject_id")
      .execute();
    const answersOf = groupBy(answers, (answer) => answer.question_id);
    const othersOf = groupBy(others, (other) => other.question_id);
    for (const row of rows)
      yield {
        type: row.type,
        description: row.description,
        answers: (answersOf.get(row.id) ?? []).map(({ description, is_correct_answer }) => ({
          description,
          is_correct_answer,
        })),
        solution: row.solution,
        hint: row.hint,
        study_orientation: row.study_orientation,
        difficulty: row.difficulty,
        source: row.source,
        source_edition: row.source_edition,
        source_edition_observation: row.source_edition_observation,
        source_question_number: row.source_question_number,
        subject: row.subject_name,
        discipline_id: row.discipline_id,
        other_subjects: (othersOf.get(row.id) ?? []).map((other) => other.subject_id),
      };
    const last: { subject_id: number; id: string } = rows.at(-1)!;
    after = { subjectId: last.subject_id, id: last.id };
    // A page handed on, the event loop's turn: other requests' ready work runs before the next page's.
    await setImmediate();
  }
}

async function* textOf(
  writer: TextWriter,
  questions: AsyncIterable<Exported>,
  media: (question: Exported) => Promise<ExportedQuestion> | ExportedQuestion,
): AsyncGenerator<string> {
  yield writer.head;
  let subject: string | null = null;
  for await (const question of questions) {
    if (question.subject !== subject) yield writer.category(question.subject);
    subject = question.subject;
    yield writer.question(await media(question));
  }
  yield writer.tail;
}

async function* mapped<T, U>(items: AsyncIterable<T>, map: (item: T) => U): AsyncGenerator<U> {
  for await (const item of items) yield map(item);
}

const attachment = (contentType: string, name: string) => ({
  "content-type": contentType,
  "content-disposition": `attachment; filename="${name}"`,
});

/**
 * GET /exams/questions-db/export: the bank, filtered as its list is and within the caller's scope,
 * as GIFT, Moodle XML or the import template's spreadsheet, streamed as it is read.
 */
export async function exportQuestions(ctx: Ctx, query: ExportQuery): Promise<Response> {
  const questions = questionsOf(ctx, query);
  // The first page is read before the answer starts, so a refused filter is an error status, not a cut file.
  const first = await questions.next();
  const all = (async function* () {
    if (!first.done) yield first.value;
    yield* questions;
  })();
  // Links to this app's files: absolute on its origin, or in Moodle XML the files themselves (export-media.ts).
  const absolute = (question: Exported) => withAbsoluteMedia(question, ctx.origin);
  if (query.format === "xlsx") {
    const output = new PassThrough();
    writeXlsx(mapped(all, absolute), output).catch((error: Error) => output.destroy(error));
    return new Response(Readable.toWeb(output) as ReadableStream, {
      headers: attachment(xlsxContentType, "questions.xlsx"),
    });
  }
  const [writer, media] =
    query.format === "gift"
      ? [giftWriter, absolute]
      : [moodleXmlWriter, (question: Exported) => withEmbeddedMedia(ctx, question)];
  const body = Readable.from(textOf(writer, all, media), { objectMode: false });
  return new Response(Readable.toWeb(body) as ReadableStream, {
    headers: attachment(writer.contentType, `questions.${writer.extension}`),
  });
}

/** GET /exams/questions-db/import-template: the spreadsheet to fill in, with no question. */
export function importTemplate(): Response {
  const output = new PassThrough();
  writeXlsx((async function* () {})(), output).catch((error: Error) => output.destroy(error));
  return new Response(Readable.toWeb(output) as ReadableStream, {
    headers: attachment(xlsxContentType, "questions-template.xlsx"),
  });
}
