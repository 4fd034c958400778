import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { InterchangeQuestion } from "@/server/questions-db/interchange/interchange-question";
import { writeXlsx } from "@/server/questions-db/interchange/write-xlsx";

/** The import template's XLSX holding these questions (none: the empty template), as the export writes it. */
export async function xlsxOf(questions: InterchangeQuestion[] = []) {
  const output = new PassThrough();
  const all = async function* () {
    yield* questions;
  };
  const [bytes] = await Promise.all([buffer(output), writeXlsx(all(), output)]);
  return bytes;
}
