import { looksLike } from "@/server/storage/media-signature";
import { maxMediaBytes, mediaTypeFor } from "@/server/storage/media-types";

/**
 * Where the local backend serves uploads. Question text links this app's files by this path, never with a host:
 * the app may move (docs/uploads.md, "Question media").
 */
export const uploadsPath = "/api/uploads/";

/** A URL in a text and not inside another one: an http(s) address, or a path on this app's uploads. */
const links = /(?<![\w.:/%+-])(?:https?:\/\/[^\s()<>"'[\]]+|\/api\/uploads\/[^\s()<>"'[\]]+)/g;

/** Each URL of a text replaced by what `replace` gives it (the URL itself to keep it). */
export const replaceLinks = (text: string, replace: (url: string) => string) => text.replace(links, replace);

/** Every path on this app's uploads made absolute on `origin`, so that a file opened elsewhere finds the image. */
export const absoluteLinks = (text: string, origin: string) =>
  replaceLinks(text, (url) => (url.startsWith(uploadsPath) ? `${origin}${url}` : url));

/**
 * Absolute links to this app's uploads back to their stored form, the path: those on the app's own origin (an export
 * imported again), and, on any host, those to a file of the school's own questions, whose id no other installation
 * has (the app has moved since the file was written). The migration `…_question_media_paths` applies the second rule
 * to the links stored before.
 */
export const ownLinksAsPaths = (text: string, origin: string, schoolId: string) =>
  replaceLinks(text, (url) => {
    const [, at, path] = /^(https?:\/\/[^/]+)(\/api\/uploads\/.+)$/.exec(url) ?? [];
    if (!at || !path) return url;
    const own = at.toLowerCase() === origin.toLowerCase() || path.startsWith(`${uploadsPath}questions/${schoolId}/`);
    return own ? path : url;
  });

/** Why a file may not be a question's medium (its type by name, its size, its signature bytes), or null. */
export function mediaProblem(name: string, bytes: Uint8Array): string | null {
  const type = mediaTypeFor(name);
  if (!type) return "not an allowed media type";
  if (bytes.length > maxMediaBytes[type.kind]) return `larger than ${maxMediaBytes[type.kind]} bytes`;
  if (!looksLike(type.contentType, bytes)) return `its content is not ${type.contentType}`;
  return null;
}
