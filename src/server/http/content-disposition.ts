// Control characters, what a file system or the header's quoting reads as structure, and what Windows refuses in a
// name (: * ? < > |), for the name the browser saves, from `filename*` as from `filename`.
const unsafe = /[\u0000-\u001f\u007f-\u009f/\\":*?<>|]+/g;
// Windows' device names, which no file may take whatever its extension.
const reservedOnWindows = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\.|$)/i;
// RFC 8187's attr-char, which may stand unescaped in filename*; encodeURIComponent leaves ' ( ) * too.
const notAttrChar = /[^A-Za-z0-9!#$&+\-.^_`|~]/gu;

/**
 * A name every common file system takes, with no path in it: separators, quotes, control characters and what Windows
 * refuses become "-", a run of dots one dot; no dot or space at either end; a device name of Windows gets a "_".
 */
function safeName(name: string): string {
  const safe =
    name
      .replace(unsafe, "-")
      .replace(/\.{2,}/g, ".")
      .replace(/^[.\s-]+/, "")
      .replace(/[.\s]+$/, "") || "download";
  return reservedOnWindows.test(safe) ? `_${safe}` : safe;
}

/** For clients that read only `filename`: letters without their accents, anything else outside plain ASCII a "-". */
const asciiName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^\w .()+,-]+/g, "-")
    .replace(/\.{2,}/g, ".");

const percentEncoded = (name: string) =>
  name.replace(notAttrChar, (char) =>
    [...Buffer.from(char, "utf8")].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join(""),
  );

/**
 * A Content-Disposition header for a file whose name holds user data (a group's name in a report):
 * `filename*` in UTF-8 (RFC 8187) for the name as written, `filename` an ASCII fallback; neither
 * can name a path, close the quotes or split the header.
 */
export function contentDisposition(type: "attachment" | "inline", fileName: string): string {
  const name = safeName(fileName);
  return `${type}; filename="${asciiName(name)}"; filename*=UTF-8''${percentEncoded(name)}`;
}
