import type { Ctx } from "@/server/context";
import { absoluteUrl } from "@/server/http/public-origin";
import type { InterchangeQuestion } from "./interchange/interchange-question";
import { pluginFileLink } from "./interchange/plugin-file";
import { absoluteLinks, mediaProblem, replaceLinks } from "./media-links";

/** The question with each of its texts (description, answers, solution, hint, study orientation) through `change`. */
function withTexts<Q extends InterchangeQuestion>(question: Q, change: (text: string) => string): Q {
  const optional = (text: string | null) => (text === null ? null : change(text));
  return {
    ...question,
    description: change(question.description),
    answers: question.answers.map((answer) => ({ ...answer, description: change(answer.description) })),
    solution: optional(question.solution),
    hint: optional(question.hint),
    study_orientation: optional(question.study_orientation),
  };
}

/** GIFT and XLSX: each link to this app's uploads absolute on its origin (APP_URL), so the file finds the picture. */
export const withAbsoluteMedia = <Q extends InterchangeQuestion>(question: Q, origin: string): Q =>
  withTexts(question, (text) => absoluteLinks(text, origin));

/** A file's name in an export: its key's last part without the uuid the key begins with, once per question. */
function nameOf(key: string, taken: ReadonlyMap<string, unknown>): string {
  const last = key.slice(key.lastIndexOf("/") + 1);
  const base = last.replace(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(?=.)/, "");
  let name = base;
  for (let n = 2; taken.has(name); n++) name = base.replace(/(\.[^.]*)?$/, `-${n}$1`);
  return name;
}

/**
 * Moodle XML: each file of this app's storage the question's texts link, embedded as Moodle embeds its own (the text
 * links `@@PLUGINFILE@@/name`, `files` holds the bytes in base64), so that importing the file keeps the picture. A
 * file the storage cannot give, or that a question may not carry (docs/uploads.md), stays a link, made absolute.
 * Holds one question's files at a time.
 */
export async function withEmbeddedMedia<Q extends InterchangeQuestion>(
  ctx: Pick<Ctx, "storage" | "origin">,
  question: Q,
): Promise<Q & { files: Map<string, string> }> {
  const urls = new Set<string>();
  withTexts(question, (text) => replaceLinks(text, (url) => (urls.add(url), url)));
  const files = new Map<string, string>();
  const names = new Map<string, string>();
  const links = new Map<string, string>();
  for (const url of urls) {
    const own = url.startsWith(`${ctx.origin}/`) ? url.slice(ctx.origin.length) : url;
    const key = ctx.storage.keyOf(url) ?? ctx.storage.keyOf(own);
    if (key !== undefined && !names.has(key)) {
      // A file the storage cannot give now (gone, the bucket unreachable) costs its embedding, never the export.
      const bytes = await ctx.storage.read(key).catch(() => undefined);
      const name = nameOf(key, files);
      if (bytes && !mediaProblem(name, bytes)) {
        files.set(name, bytes.toString("base64"));
        names.set(key, name);
      }
    }
    const name = key === undefined ? undefined : names.get(key);
    links.set(url, name === undefined ? absoluteUrl(url, ctx.origin) : pluginFileLink(name));
  }
  return { ...withTexts(question, (text) => replaceLinks(text, (url) => links.get(url) ?? url)), files };
}
