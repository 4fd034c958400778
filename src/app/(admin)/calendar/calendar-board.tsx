"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { useTRPC } from "@/lib/trpc/client";
import { BlockDialog } from "./block-dialog";
import { BlocksTable } from "./blocks-table";
import { CalendarToolbar } from "./calendar-toolbar";
import { MonthGrid } from "./month-grid";
import type { Block, DialogTarget, Teacher } from "./types";
import { useCalendarFormat } from "./use-calendar-format";
import { step, viewDays, viewRange, type CalendarView } from "./view-range";
import { WeekGrid } from "./week-grid";
import { zonedDay } from "@/lib/time/zoned-time";

type Props = { teachers: Teacher[]; teacher: Teacher; onTeacherChange: (id: string) => void };

/** One teacher's week or month: blocks and bookings, the list of blocks, and the block dialog. */
export function CalendarBoard({ teachers, teacher, onTeacherChange }: Props) {
  const t = useTranslations("calendar");
  const trpc = useTRPC();
  const timeZone = teacher.time_zone;
  const format = useCalendarFormat(timeZone);
  const [view, setView] = useState<CalendarView>("week");
  const [today, setToday] = useState(() => zonedDay(Date.now(), timeZone).dayMs);
  const [anchor, setAnchor] = useState(today);
  const [dialog, setDialog] = useState<{ key: number; target: DialogTarget } | null>(null);

  const days = viewDays(view, anchor);
  const range = viewRange(days, timeZone);
  const blocks = useQuery(trpc.availability.blocks.queryOptions({ ...range, teacher_id: teacher.id }));
  const bookings = useQuery(trpc.availability.bookings.queryOptions({ ...range, teacher_id: teacher.id }));
  const series = useQuery(trpc.availability.series.queryOptions({ teacher_id: teacher.id }));
  const seriesOf = (block: Block) =>
    series.data?.find((s) => s.occurrences.some((occurrence) => occurrence.id === block.id));

  const open = (target: DialogTarget) => {
    setDialog((current) => ({ key: (current?.key ?? 0) + 1, target }));
  };
  const onSaved = (message: string) => {
    setDialog(null);
    toast.success(message);
  };

  return (
    <div className="grid gap-6">
      <CalendarToolbar
        teachers={teachers}
        teacher={teacher}
        onTeacherChange={onTeacherChange}
        view={view}
        onViewChange={setView}
        title={format.title(view, days, anchor)}
        onStep={(direction) => setAnchor((a) => step(view, a, direction))}
        onToday={() => {
          const now = zonedDay(Date.now(), timeZone).dayMs;
          setToday(now);
          setAnchor(now);
        }}
        onNewBlock={() => open({ mode: "create" })}
      />
      {(blocks.isError || bookings.isError) && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{t("errors.loadFailed")}</AlertDescription>
        </Alert>
      )}
      <div aria-busy={blocks.isFetching || bookings.isFetching || undefined}>
        {view === "week" ? (
          <WeekGrid
            days={days}
            today={today}
            timeZone={timeZone}
            format={format}
            blocks={blocks.data ?? []}
            bookings={bookings.data ?? []}
            onSelectRange={(start, end) => open({ mode: "create", start, end })}
            onOpenBlock={(block) => open({ mode: "edit", block, series: seriesOf(block) })}
            onMoveBlock={(block, start, end) => open({ mode: "edit", block, start, end, series: seriesOf(block) })}
          />
        ) : (
          <MonthGrid
            days={days}
            anchor={anchor}
            today={today}
            timeZone={timeZone}
            format={format}
            blocks={blocks.data ?? []}
            bookings={bookings.data ?? []}
            onOpenBlock={(block) => open({ mode: "edit", block, series: seriesOf(block) })}
            onOpenWeek={(day) => {
              setAnchor(day);
              setView("week");
            }}
          />
        )}
      </div>
      <BlocksTable
        blocks={blocks.data}
        failed={blocks.isError}
        format={format}
        onOpenBlock={(block) => open({ mode: "edit", block, series: seriesOf(block) })}
      />
      {dialog && (
        <BlockDialog
          key={dialog.key}
          target={dialog.target}
          teacher={teacher}
          format={format}
          onClose={() => setDialog(null)}
          onSaved={onSaved}
        />
      )}
    </div>
  );
}
