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
 * A Moodle text as our markdown. Markdown stays as written, its `\(…\)` and `\[…\]` turned into our
 * delimiters (the renderer sanitises it as it does what the editor saves). HTML keeps its structure
 * as markdown and loses every element and attribute outside that (htmlToMarkdown). Plain text is
 * escaped, its line breaks kept; Moodle's auto-format is HTML whose line breaks count.
 */
export function textToMarkdown(text: string, format: MoodleFormat): string {
  switch (format) {
    case "markdown":
      return normaliseMaths(text).trim();
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
