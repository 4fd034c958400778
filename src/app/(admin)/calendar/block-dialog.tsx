"use client";

import { useEffect, useRef, useState } from "react";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { BlockForm } from "./block-form";
import { SeriesForm } from "./series-form";
import { blockInterval, type DialogTarget, type Teacher } from "./types";
import type { CalendarFormat } from "./use-calendar-format";

type Props = {
  target: DialogTarget;
  teacher: Teacher;
  format: CalendarFormat;
  /** The dialog closed (saved, Escape or the close buttons): unmount it. */
  onClose: () => void;
  onSaved: (message: string) => void;
};

/** A modal dialog (native <dialog>: focus trap, Escape and focus return for free) with the block form. */
export function BlockDialog({ target, teacher, format, onClose, onSaved }: Props) {
  const t = useTranslations("calendar");
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, []);

  // A new block may repeat weekly; an occurrence of a series is edited alone or with the whole series.
  const [scope, setScope] = useState<"one" | "series">("one");
  const series = target.mode === "edit" ? target.series : undefined;
  // A dragged occurrence moves the whole series by as much, if the user says so.
  const dragged =
    target.mode === "edit" && target.start !== undefined && target.end !== undefined
      ? { from: blockInterval(target.block), to: { start: target.start, end: target.end } }
      : undefined;
  const title = target.mode === "create" ? t("form.createTitle") : t("form.editTitle");
  const teacherId = target.mode === "edit" ? target.block.teacher.id : teacher.id;
  const done = (message: string) => {
    onSaved(message);
    close();
  };
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="block-dialog-title"
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto overscroll-contain rounded-xl border bg-card p-0 text-card-foreground shadow-lg backdrop:bg-black/50"
    >
      <div className="grid gap-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <h2 id="block-dialog-title" className="text-lg font-semibold">
              {title}
            </h2>
            <p className="text-sm text-muted-foreground">
              {target.mode === "edit"
                ? `${target.block.teacher.first_name} ${target.block.teacher.last_name}`
                : teacher.name}{" "}
              · {t("timeZone", { zone: teacher.time_zone })}
            </p>
          </div>
          <Button type="button" variant="ghost" size="icon" aria-label={t("form.close")} onClick={close}>
            <X aria-hidden />
          </Button>
        </div>
        {target.mode === "create" ? (
          <div className="flex items-center gap-2">
            <input
              id="block-repeat"
              type="checkbox"
              checked={scope === "series"}
              onChange={(e) => setScope(e.target.checked ? "series" : "one")}
              className="size-4 accent-primary"
            />
            <label htmlFor="block-repeat" className="text-sm font-medium">
              {t("series.repeat")}
            </label>
          </div>
        ) : (
          series && (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">{t("series.editScope")}</legend>
              <div className="flex flex-wrap gap-4">
                {(["one", "series"] as const).map((value) => (
                  <label key={value} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="block-edit-scope"
                      value={value}
                      checked={scope === value}
                      onChange={() => setScope(value)}
                      className="size-4 accent-primary"
                    />
                    {t(value === "one" ? "series.thisOne" : "series.wholeSeries")}
                  </label>
                ))}
              </div>
            </fieldset>
          )
        )}
        {scope === "series" ? (
          <SeriesForm
            target={
              series ? { mode: "edit", series, dragged } : { mode: "create", start: target.start, end: target.end }
            }
            teacherId={teacherId}
            timeZone={teacher.time_zone}
            format={format}
            onCancel={close}
            onDone={done}
          />
        ) : (
          <BlockForm
            target={target}
            teacherId={teacherId}
            timeZone={teacher.time_zone}
            format={format}
            onCancel={close}
            onDone={done}
          />
        )}
      </div>
    </dialog>
  );
}
