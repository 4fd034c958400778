import { z } from "zod";
import { bookingsReportInput, groupsUsageInput, questionsReportInput, workloadInput } from "@/server/reports/schema";
import { inclusiveDayRange } from "@/lib/time/day-bounds";
import { formats, reportKinds, type ReportRequest } from "./report-kinds";

const fields = z.object({
  report: z.enum(reportKinds),
  from: z.string(),
  to: z.string(),
  group_ids: z.array(z.string()),
  school_ids: z.array(z.string()),
  name: z.string(),
  show_disciplines: z.boolean(),
  show_teachers: z.boolean(),
  format: z.enum(formats),
});
export type ReportFormValues = z.input<typeof fields>;

/** The report inputs' day fields are the form's whole days. */
const formField: Record<string, string> = { start_date: "from", end_date: "to" };

function validate<S extends z.ZodType>(schema: S, input: unknown, ctx: z.RefinementCtx): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const [first, ...rest] = issue.path;
    ctx.addIssue({ ...issue, path: [formField[String(first)] ?? first, ...rest] } as z.core.$ZodRawIssue);
  }
  return z.NEVER;
}

/**
 * The reports form: its values become the chosen report's input, which that report's server schema validates
 * (issues land on the form's fields); the output is the request to preview or download. The days are whole days
 * of `timeZone`.
 */
export const reportForm = (timeZone: string) =>
  fields.transform((values, ctx): ReportRequest => {
    const range = inclusiveDayRange(values.from, values.to, timeZone);
    const some = (ids: string[]) => (ids.length ? ids : undefined);
    switch (values.report) {
      case "questions": {
        const input = { ...range, group_ids: some(values.group_ids) };
        return { report: "questions", input: validate(questionsReportInput, input, ctx) };
      }
      case "bookings": {
        const input = { ...range, school_ids: some(values.school_ids) };
        return { report: "bookings", input: validate(bookingsReportInput, input, ctx) };
      }
      case "bookings-workload":
        return {
          report: "bookings-workload",
          input: validate(workloadInput, { school_ids: some(values.school_ids) }, ctx),
        };
      case "groups-usage": {
        const input = {
          ...range,
          group_ids: values.group_ids,
          name: values.name.trim() || undefined,
          show_disciplines: values.show_disciplines,
          show_teachers: values.show_teachers,
        };
        return { report: "groups-usage", input: validate(groupsUsageInput, input, ctx) };
      }
    }
  });
