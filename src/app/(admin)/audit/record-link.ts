import type { AuditEntryOutput } from "@/server/audit/schema";

const pages: Partial<Record<string, (id: string) => string>> = {
  question: (id) => `/questions/${id}`,
  exam: (id) => `/exams/${id}`,
  discipline: (id) => `/disciplines/${id}`,
};

/**
 * The page of an entry's record while it is there for the reader: a question, exam or discipline its own; a subject
 * or a discipline's image its discipline's. None for an import, and for records without a page of their own.
 */
export function recordLink(entry: AuditEntryOutput): string | null {
  if (entry.action === "question.import") return null;
  const last = entry.after ?? entry.before ?? {};
  if (entry.entity_type === "subject" || entry.entity_type === "upload") {
    const discipline = last.discipline_id;
    const readable = discipline !== undefined && entry.names[`discipline:${String(discipline)}`] !== undefined;
    return readable && (entry.entity_type === "upload" || entry.record.exists) ? `/disciplines/${discipline}` : null;
  }
  const page = pages[entry.entity_type];
  return page && entry.record.exists ? page(entry.entity_id) : null;
}
