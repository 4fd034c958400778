import { z } from "zod";
import { isoDateTime } from "@/server/http/iso-date-time";

/** The spec's "empty string when none": a report's field that has no value is "", never null. */
const orEmpty = <T extends z.ZodType>(schema: T) => z.union([schema, z.literal("")]);

/** The JSON values of the row reports' fields (spec 2.2–2.4), for their records' schemas; text needs none. */
export const jsonValue = {
  orEmpty,
  uuid: z.uuid(),
  email: z.email(),
  url: z.url(),
  isoDateTime,
  dateTimeBr: z
    .string()
    .regex(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
    .describe("day/month/year hour:minute in the school's time zone"),
  integer: z.number().int(),
  boolean: z.boolean(),
  /** A label of the report's own (an enum's pt-BR text), one of `labels`. */
  label: (labels: Record<string, string>) => z.enum(Object.values(labels) as [string, ...string[]]),
};
