import { z } from "zod";
import { isoDateTime } from "@/server/http/iso-date-time";
import { maxEpochMs } from "@/server/http/epoch-ms";
import { cursorParam } from "@/server/http/page-query";

/** What an entry is about; an action is always `<entity type>.<verb>`. */
export const auditEntityTypes = [
  "discipline",
  "subject",
  "upload",
  "question",
  "exam",
  "availability_block",
  "availability_series",
  "booking",
  "api_token",
  "calendar_feed",
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

export const auditActions = [
  "discipline.create",
  "discipline.update",
  "discipline.image",
  "discipline.delete",
  "subject.create",
  "subject.update",
  "subject.delete",
  "upload.prepare",
  "question.create",
  "question.update",
  "question.duplicate",
  "question.archive",
  "question.restore",
  "question.delete",
  "question.import",
  "exam.create",
  "exam.update",
  "exam.add_questions",
  "exam.duplicate",
  "exam.delete",
  "availability_block.create",
  "availability_block.update",
  "availability_block.delete",
  "availability_series.create",
  "availability_series.update",
  "availability_series.delete",
  "booking.create",
  "booking.cancel",
  "api_token.create",
  "api_token.revoke",
  "calendar_feed.create",
  "calendar_feed.revoke",
] as const satisfies readonly `${AuditEntityType}.${string}`[];
export type AuditAction = (typeof auditActions)[number];

export const auditActorKinds = ["SESSION", "TOKEN", "CLI", "SYSTEM"] as const;

const queryMs = z.coerce.number().int().min(0).max(maxEpochMs);

export const listAuditQuery = z.object({
  from: queryMs.optional().describe("Entries at or after this instant (ms since epoch)"),
  to: queryMs.optional().describe("Entries before this instant (ms since epoch)"),
  actor_id: z.uuid().optional().describe("Writes of this user"),
  entity_type: z.enum(auditEntityTypes).optional(),
  entity_id: z.string().trim().min(1).max(100).optional().describe("With entity_type: the history of one record"),
  action: z.enum(auditActions).optional(),
  school_id: z.uuid().optional().describe("Entries that concern this school"),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ListAuditQuery = z.output<typeof listAuditQuery>;

const snapshot = z.record(z.string(), z.unknown()).nullable();

export const auditEntry = z.object({
  id: z.uuid(),
  at: isoDateTime.describe("The time the write's transaction started"),
  actor: z
    .object({ id: z.uuid(), name: z.string(), email: z.email() })
    .nullable()
    .describe("null for the system (e.g. a completed upload)"),
  actor_kind: z.enum(auditActorKinds).describe("How the actor was signed in"),
  token_id: z.uuid().nullable().describe("The API token of a TOKEN write"),
  action: z.string().describe("<entity type>.<verb>, e.g. question.update"),
  entity_type: z.string(),
  entity_id: z.string(),
  school_ids: z.array(z.uuid()).describe("Schools the entry concerns; their admins see it on the audit page"),
  before: snapshot.describe("The record before the write; null for a creation"),
  after: snapshot.describe("The record after the write; null for a deletion"),
  record: z
    .object({
      name: z.string().nullable().describe("Its name now, else the entry's (a question by the start of its text)"),
      exists: z.boolean().describe("Whether the record is still there for the caller to open"),
    })
    .describe("The record as a person knows it; a block by its teacher, a booking by its student"),
  names: z
    .record(z.string(), z.string())
    .describe("The names now of the records the entry refers to by id, keyed `<kind>:<id>`, those the caller may read"),
  time_zone: z.string().describe("The zone the entry's times are shown in: its first school's, else the caller's"),
});
export type AuditEntryOutput = z.infer<typeof auditEntry>;

export const auditList = z.object({ items: z.array(auditEntry), next_cursor: z.string().nullable() });
export type AuditList = z.infer<typeof auditList>;
