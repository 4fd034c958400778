import { z } from "zod";
import { isoDateTime } from "@/server/http/iso-date-time";
import { maxEpochMs } from "@/server/http/epoch-ms";
import { issueParams } from "@/lib/errors/issue-from-zod";

const epochMs = z.number().int().min(0).max(maxEpochMs);
const queryMs = z.coerce.number().int().min(0).max(maxEpochMs);

/** Longest block: a month. Longer absences are several blocks, each with its reason. */
export const maxBlockDays = 31;

export const listBlocksQuery = z.object({
  start_date: queryMs.optional().describe("Start of the range (ms since epoch); default: start of the current year"),
  end_date: queryMs.optional().describe("End of the range (ms since epoch); default: end of the current year"),
  teacher_id: z.uuid().optional().describe("Only this teacher's blocks"),
});

const window = z.object({
  start_date: epochMs.describe("Start (ms since epoch)"),
  end_date: epochMs.describe("End (ms since epoch)"),
});

/** Why the teacher is away, and whether their bookings `inside` the block or occurrences are cancelled with it. */
export const blockReason = (inside: string) => ({
  reason: z.string().trim().min(1).max(500),
  cancel_conflicts: z
    .boolean()
    .default(false)
    .describe(`Cancel the teacher's bookings inside ${inside}, in the same transaction`),
});

export const createBlockInput = window
  .extend({
    teacher_id: z.uuid().describe("The teacher; a teacher may only name themself"),
    ...blockReason("the block"),
  })
  .superRefine(checkWindow);

export const updateBlockInput = z.object({
  start_date: epochMs.optional(),
  end_date: epochMs.optional(),
  reason: z.string().trim().min(1).max(500).optional(),
  cancel_conflicts: z.boolean().default(false),
});

export function checkWindow(value: { start_date?: number; end_date?: number }, ctx: z.RefinementCtx) {
  if (value.start_date === undefined || value.end_date === undefined) return;
  if (value.start_date >= value.end_date)
    ctx.addIssue({
      code: "custom",
      path: ["end_date"],
      message: "start_date must be before end_date",
      params: issueParams("end_not_after_start"),
    });
  else if (value.end_date - value.start_date > maxBlockDays * 86_400_000)
    ctx.addIssue({
      code: "custom",
      path: ["end_date"],
      message: `A block may last at most ${maxBlockDays} days`,
      params: issueParams("block_too_long", { days: maxBlockDays }),
    });
}

export const blockIdParam = z.object({ id: z.uuid().describe("Availability block id") });

const person = z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string(), profile_photo_url: z.string() });

export const blockOutput = z.object({
  id: z.uuid(),
  start_date: isoDateTime,
  end_date: isoDateTime,
  reason: z.string(),
  created_at: isoDateTime,
  teacher: person.extend({ disciplines: z.array(z.object({ name: z.string() })) }),
  created_by: person,
});
export type BlockOutput = z.infer<typeof blockOutput>;

export const conflict = z.object({
  id: z.uuid(),
  scheduled_for: isoDateTime,
  student_name: z.string(),
  cancelled: z.boolean(),
});

export const blockWriteOutput = blockOutput.extend({
  conflicts: z
    .array(conflict)
    .describe("The teacher's bookings inside the block; cancelled when cancel_conflicts was sent"),
});
