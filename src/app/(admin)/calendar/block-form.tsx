"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { ConflictsField } from "./conflicts-field";
import type { DialogTarget } from "./types";
import type { CalendarFormat } from "./use-calendar-format";
import { useBlockForm } from "./use-block-form";

type Props = {
  target: DialogTarget;
  teacherId: string;
  timeZone: string;
  format: CalendarFormat;
  onCancel: () => void;
  onDone: (message: string) => void;
};

const FieldError = ({ id, message }: { id: string; message?: string }) =>
  message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;

/** Start, end and reason of a block, the bookings it would meet, and save / delete (with a confirmation step). */
export function BlockForm({ target, teacherId, timeZone, format, onCancel, onDone }: Props) {
  const t = useTranslations("calendar");
  const form = useBlockForm({ target, teacherId, timeZone, onDone });
  const { values, set, errors } = form;
  const [confirming, setConfirming] = useState(false);
  // Opened with a range (dragged, or an existing block): straight to the reason; otherwise the start.
  const reasonFirst = target.mode === "edit" || target.start !== undefined;

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4" aria-busy={form.busy || undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        {(["start", "end"] as const).map((field) => (
          <div key={field} className="grid gap-2">
            <Label htmlFor={`block-${field}`}>{t(`form.${field}`)}</Label>
            <Input
              id={`block-${field}`}
              type="datetime-local"
              step={60}
              value={values[field]}
              disabled={form.busy}
              onChange={(e) => set(field, e.target.value)}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `block-${field}-error` : undefined}
              {...(!reasonFirst && field === "start" ? { "data-autofocus": true } : {})}
            />
            <FieldError id={`block-${field}-error`} message={errors[field]} />
          </div>
        ))}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="block-reason">{t("form.reason")}</Label>
        <textarea
          id="block-reason"
          rows={3}
          value={values.reason}
          disabled={form.busy}
          onChange={(e) => set("reason", e.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? "block-reason-error" : undefined}
          {...(reasonFirst ? { "data-autofocus": true } : {})}
          className={cn(
            "w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-2 text-sm shadow-xs outline-none disabled:opacity-50",
            "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive",
          )}
        />
        <FieldError id="block-reason-error" message={errors.reason} />
      </div>
      <ConflictsField
        teacherId={teacherId}
        range={form.range}
        format={format}
        checked={values.cancel_conflicts}
        onCheckedChange={(checked) => set("cancel_conflicts", checked)}
        disabled={form.busy}
      />
      {form.serverError && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{form.serverError}</AlertDescription>
        </Alert>
      )}
      {confirming && (
        <Alert variant="warning" role="alert">
          <AlertDescription>
            <p>{t("form.deleteQuestion")}</p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" variant="destructive" disabled={form.busy} onClick={form.removeBlock}>
                {form.deleting ? t("form.deleting") : t("form.confirmDelete")}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={form.busy}
                onClick={() => setConfirming(false)}
              >
                {t("form.keep")}
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-2">
          <Button type="submit" disabled={form.busy}>
            {form.saving ? t("form.saving") : t("form.save")}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("form.cancel")}
          </Button>
        </div>
        {target.mode === "edit" && !confirming && (
          <Button
            type="button"
            variant="ghost"
            className="text-destructive"
            disabled={form.busy}
            onClick={() => setConfirming(true)}
          >
            {t("form.delete")}
          </Button>
        )}
      </div>
    </form>
  );
}
