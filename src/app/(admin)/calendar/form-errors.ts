import type { z } from "zod";
import { maxBlockDays } from "@/server/availability/schema";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Form field → message: "start", "end", "reason". */
export type FieldErrors = Partial<Record<"start" | "end" | "reason", string>>;

const fields = { start_date: "start", end_date: "end", reason: "reason" } as const;

/** Messages for the issues of createBlockInput / updateBlockInput + checkWindow, by form field. */
export function toFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  window: { start?: number; end?: number },
  t: Translate,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fields[issue.path[0] as keyof typeof fields];
    if (!field || errors[field]) continue;
    if (issue.code === "too_big" && field === "reason")
      errors[field] = t("errors.tooLong", { max: Number(issue.maximum) });
    else if (issue.code === "custom")
      errors[field] =
        window.start !== undefined && window.end !== undefined && window.start >= window.end
          ? t("errors.endBeforeStart")
          : t("errors.windowTooLong", { days: maxBlockDays });
    else errors[field] = t("errors.required");
  }
  return errors;
}
