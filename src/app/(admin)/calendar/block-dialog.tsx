"use client";

import { useEffect, useRef } from "react";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { BlockForm } from "./block-form";
import type { DialogTarget, Teacher } from "./types";
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

  const title = target.mode === "create" ? t("form.createTitle") : t("form.editTitle");
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
        <BlockForm
          target={target}
          teacherId={target.mode === "edit" ? target.block.teacher.id : teacher.id}
          timeZone={teacher.time_zone}
          format={format}
          onCancel={close}
          onDone={(message) => {
            onSaved(message);
            close();
          }}
        />
      </div>
    </dialog>
  );
}
