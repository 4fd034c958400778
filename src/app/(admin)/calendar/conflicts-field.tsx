"use client";

import { skipToken, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useTRPC } from "@/lib/trpc/client";
import { CancelConflictsBox } from "./cancel-conflicts-box";
import { ConflictsPanel } from "./conflicts-panel";
import { bookingInterval } from "./types";
import type { CalendarFormat } from "./use-calendar-format";

type Props = {
  teacherId: string;
  range: { start?: number; end?: number };
  format: CalendarFormat;
};

/** The teacher's live bookings inside the range, before saving, and the choice to cancel them with the block. */
export function ConflictsField({ teacherId, range, format }: Props) {
  const t = useTranslations("calendar");
  const trpc = useTRPC();
  const { start, end } = range;
  const valid = start !== undefined && end !== undefined && start < end;
  const bookings = useQuery(
    trpc.availability.bookings.queryOptions(
      valid ? { teacher_id: teacherId, start_date: start, end_date: end } : skipToken,
    ),
  );

  return (
    <ConflictsPanel id="block-conflicts" title={t("form.conflictsTitle")} busy={bookings.isFetching}>
      {!valid ? (
        <p className="text-sm text-muted-foreground">{t("form.conflictsNeedRange")}</p>
      ) : bookings.isPending ? (
        <p className="text-sm text-muted-foreground">{t("form.conflictsLoading")}</p>
      ) : bookings.isError ? (
        <p className="text-sm text-destructive">{t("form.conflictsFailed")}</p>
      ) : bookings.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("form.conflictsNone")}</p>
      ) : (
        <>
          <ul aria-label={t("form.conflictsTitle")} className="grid gap-1 text-sm">
            {bookings.data.map((booking) => {
              const interval = bookingInterval(booking);
              return (
                <li key={booking.id}>
                  {t("form.conflictItem", {
                    when: `${format.dateTime(interval.start)}`,
                    student: booking.student_name,
                    discipline: booking.discipline_name,
                  })}
                </li>
              );
            })}
          </ul>
          <CancelConflictsBox id="block-cancel-conflicts" hint={t("form.cancelConflictsHint")} />
        </>
      )}
    </ConflictsPanel>
  );
}
