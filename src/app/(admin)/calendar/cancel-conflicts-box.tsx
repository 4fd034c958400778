"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { useFormDisabled } from "@/components/form/field-defaults";

type Props = {
  id: string;
  /** What cancelling means, below the label. */
  hint?: string;
};

/**
 * The form's `cancel_conflicts` (the block's or the series'): whether the bookings it meets are cancelled with it.
 * Disabled while the form is busy.
 */
export function CancelConflictsBox({ id, hint }: Props) {
  const t = useTranslations("calendar");
  const disabled = useFormDisabled();
  const { control, setValue } = useFormContext<{ cancel_conflicts?: boolean }>();
  const checked = useWatch({ control, name: "cancel_conflicts" }) ?? false;
  const label = (
    <label htmlFor={id} className="text-sm leading-tight font-medium">
      {t("form.cancelConflicts")}
    </label>
  );
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => setValue("cancel_conflicts", e.target.checked, { shouldDirty: true })}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      {hint ? (
        <div className="grid gap-0.5">
          {label}
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        </div>
      ) : (
        label
      )}
    </div>
  );
}
