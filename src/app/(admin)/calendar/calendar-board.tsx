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
import { useBlockMove } from "./use-block-move";
import { useCalendarFormat } from "./use-calendar-format";
import { step, viewDays, viewRange, type CalendarView } from "./view-range";
import { WeekGrid } from "./week-grid";
import { zonedDay } from "@/lib/time/zoned-time";

type Props = { teachers: Teacher[]; teacher: Teacher; onTeacherChange: (id: string) => void };

/** One teacher's week or month: blocks and bookings, the list of blocks, and the block dialog. */
export function CalendarBoard(props: Props) {
  const { teacher } = props;
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
  const move = useBlockMove(format, timeZone);
  const seriesOf = (block: Block) =>
    series.data?.find((s) => s.occurrences.some((occurrence) => occurrence.id === block.id));

  const open = (target: DialogTarget) => {
    setDialog((current) => ({ key: (current?.key ?? 0) + 1, target }));
  };
  const openBlock = (block: Block) => open({ mode: "edit", block, series: seriesOf(block) });
  // What the week and the month show alike.
  const shown = {
    days,
    today,
    timeZone,
    format,
    blocks: move.placed(blocks.data ?? []),
    bookings: bookings.data ?? [],
  };
  const onSaved = (message: string) => {
    setDialog(null);
    toast.success(message);
  };

  return (
    <div className="grid gap-6">
      <CalendarToolbar
        {...props}
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
      <div className="min-w-0" aria-busy={blocks.isFetching || bookings.isFetching || undefined}>
        {view === "week" ? (
          <WeekGrid
            {...shown}
            onSelectRange={(start, end) => open({ mode: "create", start, end })}
            onOpenBlock={openBlock}
            onDropBlock={(drop) => {
              if (drop.outside) return move.refuseOutside();
              const { block, start, end, keyboard } = drop;
              const series = seriesOf(block);
              // An occurrence asks first whether the drop moves it alone or the whole series.
              if (series) open({ mode: "edit", block, start, end, series });
              else move.move(block, start, end, keyboard);
            }}
          />
        ) : (
          <MonthGrid
            {...shown}
            anchor={anchor}
            onOpenBlock={openBlock}
            onOpenWeek={(day) => {
              setAnchor(day);
              setView("week");
            }}
          />
        )}
      </div>
      <BlocksTable blocks={blocks.data} failed={blocks.isError} format={format} onOpenBlock={openBlock} />
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
