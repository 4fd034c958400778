import { expect } from "vitest";
import { katexStyle } from "@/lib/markdown/maths-schema";

type Tag = { name: string; attributes: Map<string, string> };
// rehype-stringify always double-quotes attribute values and escapes `<` in
// text, so this tokenizer sees every start tag exactly as a browser would.
const startTag = /<([a-z][a-z0-9-]*)((?:\s+[^\s"'=<>/]+(?:="[^"]*")?)*)\s*\/?>/gi;

function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The start tags of rendered HTML with their decoded attributes. */
export function tagsOf(html: string): Tag[] {
  return [...html.matchAll(startTag)].map((match) => ({
    name: match[1]!.toLowerCase(),
    attributes: new Map(
      [...(match[2] ?? "").matchAll(/([^\s"'=<>/]+)(?:="([^"]*)")?/g)].map((a) => [
        a[1]!.toLowerCase(),
        decode(a[2] ?? ""),
      ]),
    ),
  }));
}

/** Markup that must never reach the page (KaTeX's SVG and a PDF's iframe aside, where allowed). */
export const forbidden = [
  "<script",
  "onerror",
  "onload",
  "onclick",
  "javascript:",
  "vbscript:",
  "srcdoc",
  "<style",
  "<svg",
  "<form",
  "<iframe",
];

/**
 * Structural check: what the browser would see as tags and attributes, text and URL values aside.
 * `maths` admits KaTeX's drawing: its inline SVG and its pinned style declarations.
 */
export function expectSafeMarkup(html: string, { allowIframe = false, maths = false } = {}) {
  // Every `<` left must belong to a real tag: nothing can hide in text.
  expect(html.replace(startTag, "").replace(/<\/[a-z][a-z0-9-]*>/gi, "")).not.toContain("<");
  const tags = tagsOf(html);
  const skeleton = tags.map((t) => `<${t.name} ${[...t.attributes.keys()].join(" ")}>`).join("");
  for (const needle of forbidden) {
    if (!(allowIframe && needle === "<iframe") && !(maths && needle === "<svg")) expect(skeleton).not.toContain(needle);
  }
  for (const tag of tags) {
    for (const [name, value] of tag.attributes) {
      if (maths && name === "style") expect(value).toMatch(katexStyle);
      else expect(name).not.toMatch(/^on|^style$|^srcdoc$|:/);
      expect(name).not.toMatch(/^(?:id|data-.*|xlink.*|formaction|action)$/);
      // A URL is http(s), mailto or relative (no colon before the first / ? #).
      if (["href", "src", "action", "formaction", "data", "poster", "cite"].includes(name)) {
        expect(value).toMatch(/^(?:https?:\/\/|mailto:|[^:]*$|[^:]*[/?#])/);
      }
    }
  }
}
