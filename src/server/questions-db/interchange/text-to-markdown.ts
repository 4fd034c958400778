import { inertMarkdown } from "@/lib/markdown/inert-markdown";
import { htmlToMarkdown } from "./html-to-markdown";
import { normaliseMaths, plainToMarkdown } from "./plain-to-markdown";

/** The text formats of Moodle (GIFT's `[format]` and Moodle XML's `format` attribute). */
export type MoodleFormat = "markdown" | "html" | "plain" | "moodle";

/** GIFT's bracketed names and Moodle XML's attribute values alike. */
const formatNames: Record<string, MoodleFormat> = {
  markdown: "markdown",
  html: "html",
  plain: "plain",
  plain_text: "plain",
  moodle: "moodle",
  moodle_auto_format: "moodle",
};

export const moodleFormatOf = (name: string): MoodleFormat | undefined => formatNames[name.toLowerCase()];

/**
 * Markdown from a file (GIFT, Moodle XML, a spreadsheet) as it is stored: its `\(…\)` and `\[…\]` turned into our
 * delimiters, and nothing the page would not show (inertMarkdown): no raw HTML, no link of another scheme, so that
 * what the API and the exports hand on is what the page shows.
 */
export const importedMarkdown = (text: string) => inertMarkdown(normaliseMaths(text));

/**
 * A Moodle text as our markdown. Markdown stays as written but for what the page would not show
 * (importedMarkdown). HTML keeps its structure as markdown and loses every element and attribute outside that
 * (htmlToMarkdown). Plain text is escaped, its line breaks kept; Moodle's auto-format is HTML whose line breaks count.
 */
export function textToMarkdown(text: string, format: MoodleFormat): string {
  switch (format) {
    case "markdown":
      return importedMarkdown(text).trim();
    case "plain":
      return text
        .trim()
        .split(/\r?\n\s*\r?\n/)
        .map((paragraph) => plainToMarkdown(paragraph).replace(/\r?\n/g, "\\\n"))
        .join("\n\n");
    case "html":
      return htmlToMarkdown(text);
    case "moodle":
      return htmlToMarkdown(text.trim().replace(/\r?\n/g, "<br>"));
  }
}
