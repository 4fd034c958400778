import { defaultSchema, type Options as Schema } from "rehype-sanitize";
import { mathsAttributes, mathsTagNames } from "./maths-schema";

/**
 * GitHub's sanitisation (`defaultSchema`) plus exactly what the media plugin
 * and KaTeX emit. Raw HTML never reaches this point (remark-rehype drops it),
 * so the extra tags can only come from those plugins; the schema still pins
 * their attributes so a bug in a plugin cannot open a hole.
 */

const defaults = defaultSchema.attributes ?? {};

// Link hardening added by the plugin; only these exact values survive.
const linkExtras: NonNullable<Schema["attributes"]>[string] = [
  ["target", "_blank"],
  ["rel", "noopener", "noreferrer"],
];

export const markdownSanitizeSchema: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), "video", "audio", "iframe", ...mathsTagNames],
  attributes: {
    ...defaults,
    ...mathsAttributes,
    a: [...(defaults.a ?? []), ...linkExtras],
    img: [...(defaults.img ?? []), ["loading", "lazy"]],
    video: ["src", ["controls", true], ["preload", "metadata"]],
    audio: ["src", ["controls", true], ["preload", "metadata"]],
    // Only the PDF viewer uses iframes; no srcdoc, no sandbox escapes, no allow=.
    iframe: ["src", "title", ["loading", "lazy"], ["className", "markdown-pdf"]],
  },
  required: {
    ...defaultSchema.required,
    // Media without controls cannot be played (and autoplay is never allowed).
    video: { controls: true },
    audio: { controls: true },
  },
  // Narrower than GitHub: no irc/xmpp, and src is http(s) or relative only,
  // which also rules out javascript:, vbscript: and data: everywhere.
  protocols: {
    ...defaultSchema.protocols,
    href: ["http", "https", "mailto"],
    src: ["http", "https"],
    cite: ["http", "https"],
    longDesc: ["http", "https"],
  },
  // remark-rehype already prefixes footnote ids *and* their #hrefs with
  // "user-content-"; prefixing ids again here would break every footnote link.
  // Since raw HTML is dropped, footnotes are the only source of ids/names.
  clobberPrefix: "",
  // Dropped with their content, not merely unwrapped, should they ever appear.
  strip: ["script", "style"],
};
