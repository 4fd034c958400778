"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

type Props = { onSave: () => void; onClose: () => void };

/**
 * Asked before an exam with no questions is saved (docs/exams.md): a modal native <dialog>, so
 * that focus is trapped, Escape closes it and focus returns to the save button. Going back comes
 * first and takes the focus: Enter does not save an empty exam by accident.
 */
export function EmptyExamDialog({ onSave, onClose }: Props) {
  const t = useTranslations("exams");
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, []);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      onClose={onClose}
      aria-labelledby="empty-exam-title"
      aria-describedby="empty-exam-text"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border bg-card p-6 text-card-foreground shadow-lg backdrop:bg-black/50"
    >
      <h2 id="empty-exam-title" className="text-lg font-semibold">
        {t("emptyConfirmTitle")}
      </h2>
      <p id="empty-exam-text" className="mt-2 text-sm text-muted-foreground">
        {t("emptyConfirmText")}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" data-autofocus onClick={() => dialog.current?.close()}>
          {t("emptyConfirmBack")}
        </Button>
        <Button
          type="button"
          onClick={() => {
            dialog.current?.close();
            onSave();
          }}
        >
          {t("emptyConfirmSave")}
        </Button>
      </div>
    </dialog>
  );
}
