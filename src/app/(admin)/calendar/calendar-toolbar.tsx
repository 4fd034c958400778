"use client";

import { ChevronLeft, ChevronRight, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { Teacher } from "./types";
import type { CalendarView } from "./view-range";

type Props = {
  teachers: Teacher[];
  teacher: Teacher;
  onTeacherChange: (id: string) => void;
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  title: string;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  onNewBlock: () => void;
};

const views: CalendarView[] = ["week", "month"];

/** Teacher, view, period navigation and "new block". A teacher sees only themself: the select is then disabled. */
export function CalendarToolbar({
  teachers,
  teacher,
  onTeacherChange,
  view,
  onViewChange,
  title,
  onStep,
  onToday,
  onNewBlock,
}: Props) {
  const t = useTranslations("calendar");
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <Label htmlFor="calendar-teacher">{t("teacher")}</Label>
          <Select
            id="calendar-teacher"
            className="min-w-64"
            value={teacher.id}
            disabled={teachers.length < 2}
            aria-describedby="calendar-time-zone"
            onChange={(e) => onTeacherChange(e.target.value)}
          >
            {teachers.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </Select>
          <p id="calendar-time-zone" className="text-xs text-muted-foreground">
            {t("timeZone", { zone: teacher.time_zone })}
          </p>
        </div>
        <Button type="button" onClick={onNewBlock}>
          <Plus aria-hidden />
          {t("newBlock")}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label={t("viewLabel")} className="inline-flex rounded-md border p-0.5">
          {views.map((v) => (
            <Button
              key={v}
              type="button"
              size="sm"
              variant="ghost"
              aria-pressed={view === v}
              onClick={() => onViewChange(v)}
              className="aria-pressed:bg-accent aria-pressed:text-accent-foreground"
            >
              {t(`views.${v}`)}
            </Button>
          ))}
        </div>
        <div className="flex items-center gap-1">
          <Button type="button" size="sm" variant="outline" onClick={() => onStep(-1)}>
            <ChevronLeft aria-hidden />
            {t("previous")}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onToday}>
            {t("today")}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => onStep(1)}>
            {t("next")}
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <h2 aria-live="polite" className="text-lg font-semibold">
          {title}
        </h2>
      </div>
    </div>
  );
}
