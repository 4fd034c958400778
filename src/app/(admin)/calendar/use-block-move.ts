"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { useErrorText } from "@/lib/errors/use-error-text";
import { zonedDay } from "@/lib/time/zoned-time";
import { useTRPC } from "@/lib/trpc/client";
import { blockInterval, type Block } from "./types";
import type { CalendarFormat } from "./use-calendar-format";

type Interval = { start: number; end: number };

/** Long enough to reach "Desfazer" from the keyboard (sonner pauses it while the toast is hovered or focused). */
const undoMs = 10_000;

/**
 * A block dropped in the week grid is saved at once, as any edit (`availability.update`, audited; its bookings kept),
 * and drawn where it was dropped until the calendar has reloaded; a refusal puts it back and says why. The toast's
 * "Desfazer" writes the old interval back: one more update, audited as such.
 */
export function useBlockMove(format: CalendarFormat, timeZone: string) {
  const t = useTranslations("calendar");
  const errorText = useErrorText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.availability.update.mutationOptions());
  const [moving, setMoving] = useState<({ id: string } & Interval) | null>(null);

  const when = ({ start, end }: Interval) => {
    const day = zonedDay(start, timeZone).dayMs;
    return `${format.weekdayShort(day)} ${format.dayMonth(day)}, ${format.span(start, end)}`;
  };

  /**
   * Writes the interval; the bookings it keeps inside, or undefined when refused (the reason in a toast). A block
   * moved by a key gets the focus back where it is drawn now, in another day's column maybe.
   */
  async function write(block: Block, to: Interval, refocus = false) {
    setMoving({ id: block.id, ...to });
    try {
      const data = { start_date: to.start, end_date: to.end, cancel_conflicts: false };
      const saved = await update.mutateAsync({ id: block.id, data });
      await queryClient.invalidateQueries(trpc.availability.pathFilter());
      return saved.conflicts.length;
    } catch (error) {
      toast.error(t("moved.refused", { reason: errorText.error(error) }));
      return undefined;
    } finally {
      setMoving(null);
      if (refocus)
        requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-block-id="${block.id}"]`)?.focus());
    }
  }

  async function move(block: Block, to: Interval, keyboard: boolean) {
    const from = blockInterval(block);
    const kept = await write(block, to, keyboard);
    if (kept === undefined) return;
    const message = [t("moved.saved", { when: when(to) }), kept ? t("saved.kept", { count: kept }) : ""].filter(
      Boolean,
    );
    toast.success(message.join(" "), {
      duration: undoMs,
      action: {
        label: t("moved.undo"),
        onClick: () => {
          void write(block, from).then(
            (back) => back !== undefined && toast.success(t("moved.undone", { when: when(from) })),
          );
        },
      },
    });
  }

  return {
    move: (block: Block, start: number, end: number, keyboard = false) => void move(block, { start, end }, keyboard),
    refuseOutside: () => toast.error(t("moved.refused", { reason: t("moved.outside") })),
    /** The blocks as drawn: the one being saved where it was dropped. */
    placed: (blocks: Block[]) =>
      moving
        ? blocks.map((b) =>
            b.id === moving.id
              ? { ...b, start_date: new Date(moving.start).toISOString(), end_date: new Date(moving.end).toISOString() }
              : b,
          )
        : blocks,
  };
}
