import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/app-router";
import type { CalendarFormat } from "./use-calendar-format";

type Availability = inferRouterOutputs<AppRouter>["availability"];

export type Teacher = Availability["teachers"][number];
export type Block = Availability["blocks"][number];
export type Booking = Availability["bookings"][number];
export type Series = Availability["series"][number];

/**
 * What the block dialog edits: a new block (maybe with a dragged range) or an existing one (maybe dragged to a new
 * range), with the series it is an occurrence of.
 */
export type DialogTarget =
  | { mode: "create"; start?: number; end?: number }
  | { mode: "edit"; block: Block; start?: number; end?: number; series?: Series };

/** What the block dialog hands the form it shows, the block's or the series'. */
export type BlockDialogFormProps<Target> = {
  target: Target;
  teacherId: string;
  timeZone: string;
  format: CalendarFormat;
  onCancel: () => void;
  onDone: (message: string) => void;
};

export const bookingInterval = (b: Booking) => {
  const start = Date.parse(b.scheduled_for);
  return { start, end: start + b.duration_minutes * 60_000 };
};

export const blockInterval = (b: Block) => ({ start: Date.parse(b.start_date), end: Date.parse(b.end_date) });

export const teacherName = (b: Block) => `${b.teacher.first_name} ${b.teacher.last_name}`.trim();
