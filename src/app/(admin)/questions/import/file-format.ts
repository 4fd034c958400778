import {
  importContentTypes,
  interchangeFormats,
  maxImportBytes,
  type InterchangeFormat,
} from "@/server/questions-db/interchange-schema";

const byExtension: Record<string, InterchangeFormat> = { gift: "gift", txt: "gift", xml: "moodle-xml", xlsx: "xlsx" };

/** What the file input offers: the extensions and media types the import reads. */
export const acceptedFiles = [
  ...Object.keys(byExtension).map((ext) => `.${ext}`),
  ...Object.keys(importContentTypes),
].join(",");

/** The media type the import route reads a format from: the first one naming it. */
export const contentTypeOf = (format: InterchangeFormat) =>
  Object.keys(importContentTypes).find((type) => importContentTypes[type] === format)!;

export const isInterchangeFormat = (value: string): value is InterchangeFormat =>
  (interchangeFormats as readonly string[]).includes(value);

/**
 * A chosen file's format from its extension, else its media type, and the code of what refuses it before it is
 * sent (the same codes the server would answer): a type the import cannot read, or a size over its limit.
 */
export function checkFile(file: File): { format: InterchangeFormat | null; problem: string | null } {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? "";
  const format = byExtension[extension] ?? importContentTypes[file.type] ?? null;
  if (!format) return { format, problem: "import_format_unsupported" };
  if (file.size > maxImportBytes) return { format, problem: "import_too_large" };
  if (file.size === 0) return { format, problem: "import_empty" };
  return { format, problem: null };
}
