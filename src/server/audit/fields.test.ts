import { describe, expect, it } from "vitest";
import { blockSnapshot } from "@/server/availability/audit-snapshot";
import { bookingSnapshot } from "@/server/bookings/audit-snapshot";
import { feedAuditSnapshot } from "@/server/calendar-feed/feed-record";
import { subjectSnapshot } from "@/server/disciplines/audit-snapshot";
import { examOutput } from "@/server/exams/schema";
import { questionOutput } from "@/server/questions-db/schema";
import { fieldsOf } from "./fields";

const at = new Date(0);
const id = "x";
/** The snapshots' fields, from their builders or the API's shapes they are copies of. */
const snapshots: Record<string, string[]> = {
  subject: Object.keys(subjectSnapshot({ id: 1, disciplineId: 1, name: "", enabled: true, iconUrl: null })),
  booking: Object.keys(
    bookingSnapshot({
      ...{ id, schoolId: id, groupId: id, studentId: id, teacherId: id, disciplineId: 1, roomId: null },
      ...{ scheduledFor: at, durationMinutes: 1, cancelledAt: null, cancelledById: null },
    }),
  ),
  availability_block: Object.keys(
    blockSnapshot({ id, teacherId: id, startDate: at, endDate: at, reason: "", createdById: id }),
  ),
  calendar_feed: Object.keys(feedAuditSnapshot({ id, userId: id, schoolId: null, createdAt: at, revokedAt: null })),
  question: Object.keys(questionOutput.shape),
  exam: Object.keys(examOutput.shape),
  // Written inline by their services (disciplines, series, uploads, tokens, the import).
  discipline: ["id", "name", "internal_name", "icon_url", "header_url", "allow_only_features", "knowledge_areas"],
  availability_series: ["id", "teacher_id", "start_date", "duration_minutes", "rrule"],
  upload: ["id", "key", "target", "discipline_id", "max_bytes", "expires_at"],
  api_token: ["id", "user_id", "name", "created_at", "revoked_at"],
};

describe("the audit page's fields", () => {
  it.each(Object.entries(snapshots))("has a label and a kind for every field of a %s", (type, fields) => {
    const specs = fieldsOf({ action: `${type}.update`, entity_type: type });
    expect(fields.filter((field) => !specs[field])).toEqual([]);
  });

  it("has the import's own fields", () => {
    const specs = fieldsOf({ action: "question.import", entity_type: "question" });
    expect(Object.keys(specs)).toEqual(["format", "bytes", "discipline_id", "created", "skipped", "duplicates"]);
  });
});
