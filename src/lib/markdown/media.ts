/**
 * Which URLs the markdown renderer embeds as media, decided by the file
 * extension of the URL path. Shared by the rehype plugin and anything else
 * (e.g. upload hints) that needs to know what will embed.
 */

export type MediaKind = "image" | "video" | "audio" | "pdf";

export const imageExtensions = ["png", "jpg", "jpeg", "gif", "webp", "svg"] as const;
export const videoExtensions = ["mp4", "webm"] as const;
export const audioExtensions = ["mp3", "ogg", "wav", "m4a"] as const;
export const documentExtensions = ["pdf"] as const;

const kindByExtension = new Map<string, MediaKind>([
  ...imageExtensions.map((ext) => [ext, "image"] as const),
  ...videoExtensions.map((ext) => [ext, "video"] as const),
  ...audioExtensions.map((ext) => [ext, "audio"] as const),
  ...documentExtensions.map((ext) => [ext, "pdf"] as const),
]);

// A base that real content never uses, so relative URLs can be parsed by the
// same WHATWG parser the browser uses (it strips tabs/newlines and resolves
// the scheme exactly as the browser will, which a regex would not).
const relativeHost = "relative.markdown.invalid";
const relativeBase = `https://${relativeHost}/`;
// rehype-sanitize compares schemes case-sensitively, so only these literal
// prefixes keep their URL; anything else would end up as an empty medium.
const httpPrefix = /^https?:\/\//;

/** Parses `url` like a browser; undefined unless it is relative or plainly http(s). */
function parseSafeUrl(url: string): URL | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, relativeBase);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return undefined;
  return parsed.host === relativeHost || httpPrefix.test(url) ? parsed : undefined;
}

/** Where the local storage backend serves uploads (docs/uploads.md). */
const uploadsPrefix = "/api/uploads/";

/**
 * The path and query of `url` when its path is one of our uploads (`/api/uploads/…`), relative or on
 * any host; resolved against the page, that path always names a file of the app itself.
 */
export function ownUploadPath(url: string): string | undefined {
  const parsed = parseSafeUrl(url);
  return parsed?.pathname.startsWith(uploadsPrefix) ? parsed.pathname + parsed.search : undefined;
}

/**
 * The medium `url` should be embedded as, or undefined to leave it a link.
 * Case-insensitive, ignores query string and fragment, and never returns a
 * kind for non-http(s) schemes (so `javascript:alert(1)//.mp4` stays inert).
 */
export function mediaKindOf(url: string): MediaKind | undefined {
  const parsed = parseSafeUrl(url);
  if (!parsed) return undefined;
  const lastSegment = parsed.pathname.slice(parsed.pathname.lastIndexOf("/") + 1);
  const dot = lastSegment.lastIndexOf(".");
  if (dot <= 0) return undefined;
  return kindByExtension.get(lastSegment.slice(dot + 1).toLowerCase());
}
