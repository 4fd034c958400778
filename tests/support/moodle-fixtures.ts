import fs from "node:fs";
import { isRefused, type ParsedFile, type ParsedItem } from "@/server/questions-db/interchange/interchange-question";

/** One of Moodle's own files (tests/fixtures/interchange/moodle, copied from moodle/moodle). */
export const readMoodleFixture = (name: string) => fs.readFileSync(`tests/fixtures/interchange/moodle/${name}`, "utf8");

export type Outcome =
  { title: string; refused: string } | { title: string; type: string; subject: string | null; warnings: string[] };

/** Each question of a file, in its order: its title, then its refusal's code or its type, subject and warning codes. */
export const outcomes = (file: ParsedFile): Outcome[] =>
  [...file].map((item: ParsedItem) =>
    isRefused(item)
      ? { title: item.title, refused: item.code }
      : {
          title: item.title,
          type: item.question.type,
          subject: typeof item.question.subject === "string" ? item.question.subject : null,
          warnings: item.warnings.map((warning) => warning.code),
        },
  );

/** The outcome of an imported question, without its title. */
export const imported = (type: string, subject: string | null, ...warnings: string[]) => ({ type, subject, warnings });
