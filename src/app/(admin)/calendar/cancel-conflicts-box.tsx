"use client";

import { useTranslations } from "next-intl";

type Props = {
  id: string;
  /** What cancelling means, below the label. */
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** The choice to cancel, with the block or the series, the bookings it meets. */
export function CancelConflictsBox({ id, hint, checked, onCheckedChange, disabled }: Props) {
  const t = useTranslations("calendar");
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
        onChange={(e) => onCheckedChange(e.target.checked)}
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
