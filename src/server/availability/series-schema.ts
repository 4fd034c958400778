import { z } from "zod";
import { isoDateTime } from "@/server/http/iso-date-time";
import { issueParams } from "@/lib/errors/issue-from-zod";
import { maxEpochMs } from "@/server/http/epoch-ms";
import { blockOutput, blockReason, checkWindow, conflict } from "./schema";

const epochMs = z.number().int().min(0).max(maxEpochMs);

export const weekdayCodes = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type WeekdayCode = (typeof weekdayCodes)[number];

/** At most this many occurrences, and none starting more than this many days after the first. */
export const maxOccurrences = 104;
export const maxSeriesDays = 366;

/** Longest occurrence of a series: a day, so that occurrences on consecutive days never overlap each other. */
export const maxOccurrenceHours = 24;

const rule = {
  start_date: epochMs.describe("The first occurrence's start (ms since epoch); its wall clock is every occurrence's"),
  end_date: epochMs.describe("The first occurrence's end (ms since epoch); every occurrence lasts as long"),
  by_day: z
    .array(z.enum(weekdayCodes))
    .min(1)
    .max(7)
    .describe("RFC 5545 BYDAY: the weekdays of the occurrences, in the school's time zone"),
  count: z.number().int().min(1).max(maxOccurrences).optional().describe("RFC 5545 COUNT; or until"),
  until: epochMs.optional().describe("RFC 5545 UNTIL: no occurrence starts after this instant (ms); or count"),
  ...blockReason("the occurrences"),
};

/**
 * RFC 5545's EXDATE, by day, as the series' `excluded_days` reads back: the occurrences to leave out, typically those
 * the preview shows overlapping a block. A list of days rather than a "skip whatever conflicts" flag, so that what
 * is left out is what the caller saw: a block written after their preview refuses the series instead of silently
 * removing one more day.
 */
const excludedDays = z
  .array(z.iso.date())
  .max(maxOccurrences)
  .default([])
  .describe(
    "Local days (YYYY-MM-DD, the school's zone) whose occurrence is left out, like RFC 5545 EXDATE; each must be a " +
      "day of the rule. COUNT counts them: COUNT=4 with one day left out writes 3 blocks",
  );

type RuleFields = { start_date?: number; end_date?: number; count?: number; until?: number };

/** The checks of a whole rule; a PATCH runs them again on the rule it would leave. */
export function checkRule(value: RuleFields, ctx: z.RefinementCtx) {
  checkWindow(value, ctx);
  const { start_date: start, end_date: end, count, until } = value;
  if ((count === undefined) === (until === undefined))
    ctx.addIssue({
      code: "custom",
      path: ["count"],
      message: "Send either count or until",
      params: issueParams("series_end_required"),
    });
  if (start !== undefined && end !== undefined && end - start > maxOccurrenceHours * 3_600_000)
    ctx.addIssue({
      code: "custom",
      path: ["end_date"],
      message: `An occurrence may last at most ${maxOccurrenceHours} hours`,
      params: issueParams("series_occurrence_too_long", { hours: maxOccurrenceHours }),
    });
  // Every occurrence within the dates the API takes: occurrences come at most a week apart, so `count` weeks bound
  // the last one. An update's end moves with its start, which alone may pass the end of year 9999.
  const last = until ?? (start !== undefined && count !== undefined ? start + count * 7 * 86_400_000 : undefined);
  if (start !== undefined && end !== undefined && last !== undefined && last + (end - start) > maxEpochMs)
    ctx.addIssue({
      code: "too_big",
      origin: "number",
      maximum: maxEpochMs,
      inclusive: true,
      input: last + (end - start),
      path: ["start_date"],
      message: "The series' last occurrence must end by the end of year 9999",
    });
  if (start !== undefined && until !== undefined && until - start > maxSeriesDays * 86_400_000)
    ctx.addIssue({
      code: "custom",
      path: ["until"],
      message: `until may be at most ${maxSeriesDays} days after start_date`,
      params: issueParams("series_until_too_far", { days: maxSeriesDays }),
    });
}

export const createSeriesInput = z
  .object({
    teacher_id: z.uuid().describe("The teacher; a teacher may only name themself"),
    ...rule,
    excluded_days: excludedDays,
  })
  .superRefine(checkRule);

/** The whole series: what is sent replaces the rule's field (count and until replace each other). */
export const updateSeriesInput = z.object({
  start_date: rule.start_date.optional(),
  end_date: rule.end_date.optional(),
  by_day: rule.by_day.optional(),
  count: z.number().int().min(1).max(maxOccurrences).nullable().optional(),
  until: epochMs.nullable().optional(),
  reason: rule.reason.optional(),
  cancel_conflicts: rule.cancel_conflicts,
});

export const seriesIdParam = z.object({ id: z.uuid().describe("Availability series id") });

export const listSeriesQuery = z.object({ teacher_id: z.uuid().optional().describe("Only this teacher's series") });

export const seriesOutput = z.object({
  id: z.uuid(),
  teacher_id: z.uuid(),
  start_date: isoDateTime.describe("The first occurrence's start"),
  end_date: isoDateTime.describe("The first occurrence's end"),
  time_zone: z.string().describe("The school's zone, in which the occurrences keep their wall clock"),
  by_day: z.array(z.enum(weekdayCodes)),
  count: z.number().nullable(),
  until: isoDateTime.nullable(),
  rrule: z.string().describe("RFC 5545 RRULE value (UNTIL as the school's wall clock)"),
  excluded_days: z.array(z.iso.date()).describe("Local days whose occurrence was edited on its own or deleted"),
  reason: z.string(),
  created_at: isoDateTime,
  occurrences: z.array(blockOutput).describe("The blocks linked to the series, by start"),
});
export type SeriesOutput = z.infer<typeof seriesOutput>;

export const seriesWriteOutput = seriesOutput.extend({
  conflicts: z
    .array(conflict)
    .describe("The teacher's bookings inside the occurrences; cancelled when cancel_conflicts was sent"),
});

export const seriesPreviewOutput = z.object({
  occurrences: z.array(
    z.object({
      start_date: isoDateTime,
      end_date: isoDateTime,
      overlapping_block: z
        .object({ id: z.uuid(), reason: z.string(), start_date: isoDateTime, end_date: isoDateTime })
        .nullable()
        .describe("A block of the teacher this occurrence overlaps: saving is refused with 409"),
      bookings: z.array(conflict.omit({ cancelled: true })).describe("Bookings inside the occurrence"),
    }),
  ),
});
export type SeriesPreview = z.infer<typeof seriesPreviewOutput>;
