import { bookingsReportInput, groupsUsageInput, questionsReportInput, workloadInput } from "@/server/reports/schema";
import { rangeMs } from "./date-range";
import type { FieldErrors } from "./form-errors";
import { toFieldErrors } from "./form-errors";
import type { ReportFormat, ReportKind, ReportRequest } from "./report-kinds";

export type FormValues = {
  report: ReportKind;
  from: string;
  to: string;
  group_ids: string[];
  school_ids: string[];
  name: string;
  show_disciplines: boolean;
  show_teachers: boolean;
  format: ReportFormat;
};

type Translate = (key: string, values?: Record<string, string | number>) => string;
type Result = { ok: true; request: ReportRequest } | { ok: false; errors: FieldErrors };

/**
 * The form's values as the chosen report's input, validated with its schema (no request before
 * that); the days are whole days of `timeZone`.
 */
export function buildRequest(values: FormValues, t: Translate, timeZone: string): Result {
  const range = rangeMs(values, timeZone);
  const some = (ids: string[]) => (ids.length ? ids : undefined);
  const fail = (issues: Parameters<typeof toFieldErrors>[0]): Result => ({
    ok: false,
    errors: toFieldErrors(issues, t),
  });
  switch (values.report) {
    case "questions": {
      const parsed = questionsReportInput.safeParse({ ...range, group_ids: some(values.group_ids) });
      return parsed.success
        ? { ok: true, request: { report: "questions", input: parsed.data } }
        : fail(parsed.error.issues);
    }
    case "bookings": {
      const parsed = bookingsReportInput.safeParse({ ...range, school_ids: some(values.school_ids) });
      return parsed.success
        ? { ok: true, request: { report: "bookings", input: parsed.data } }
        : fail(parsed.error.issues);
    }
    case "bookings-workload": {
      const parsed = workloadInput.safeParse({ school_ids: some(values.school_ids) });
      return parsed.success
        ? { ok: true, request: { report: "bookings-workload", input: parsed.data } }
        : fail(parsed.error.issues);
    }
    case "groups-usage": {
      const parsed = groupsUsageInput.safeParse({
        ...range,
        group_ids: values.group_ids,
        name: values.name.trim() || undefined,
        show_disciplines: values.show_disciplines,
        show_teachers: values.show_teachers,
      });
      return parsed.success
        ? { ok: true, request: { report: "groups-usage", input: parsed.data } }
        : fail(parsed.error.issues);
    }
  }
}
