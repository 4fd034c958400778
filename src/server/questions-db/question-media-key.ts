import { randomUUID } from "node:crypto";

/** Lower-case letters, digits, dots and dashes, so the key is a plain URL path segment. */
function safeName(fileName: string): string {
  return (
    fileName
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, "-")
      .replace(/^[-.]+/, "")
      .slice(-80) || "file"
  );
}

/** Where a school's question file is stored: a new key every time, so a stored file never changes. */
export const questionMediaKey = (schoolId: string, fileName: string) =>
  `questions/${schoolId}/${randomUUID()}-${safeName(fileName)}`;
