"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { fromLocalInput, toLocalInput } from "@/lib/time/zoned-time";
import type { FieldErrors } from "./form-errors";
import type { GroupRow, MyGroup } from "./form-model";

type Props = {
  row: GroupRow;
  /** 1-based, part of every accessible name ("Grupos 1"). */
  number: number;
  groups: MyGroup[];
  schools: { id: string; name: string }[];
  /** The zone the window is typed in: the exam's school's. */
  timeZone: string;
  disciplineNames: ReadonlyMap<number, string>;
  errors: FieldErrors;
  errorPrefix: string;
  canRemove: boolean;
  onChange: (patch: Partial<GroupRow>) => void;
  onRemove: () => void;
};

const flags = [
  { field: "instant_answer_feedback", label: "flagFeedback", hint: "flagFeedbackHint" },
  { field: "allow_multiple_answers", label: "flagMultiple", hint: "flagMultipleHint" },
  { field: "is_readonly", label: "flagReadonly", hint: "flagReadonlyHint" },
] as const;

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm text-destructive">
      {error}
    </p>
  ) : null;
}

/** One assignment: a multi-select of groups, the window (datetime-local) and three flags. */
export function GroupRowFields({
  row,
  number,
  groups,
  schools,
  timeZone,
  disciplineNames,
  errors,
  errorPrefix,
  canRemove,
  onChange,
  onRemove,
}: Props) {
  const t = useTranslations("exams");
  const id = `exam-${row.key}`;
  const error = (field: string) => errors[`${errorPrefix}.${field}`];
  const bySchool = schools
    .map((s) => ({ ...s, groups: groups.filter((g) => g.school_id === s.id) }))
    .filter((s) => s.groups.length > 0);
  const chosen = groups.filter((g) => row.group_ids.includes(g.id));
  const shared = chosen.length
    ? chosen.reduce<number[]>((acc, g) => acc.filter((d) => g.discipline_ids.includes(d)), chosen[0]!.discipline_ids)
    : [];
  const sharedNames = shared.map((d) => disciplineNames.get(d) ?? String(d)).join(", ");
  const option = (g: MyGroup) => (
    <option key={g.id} value={g.id}>
      {g.name}
    </option>
  );
  const date = (field: "available_after" | "available_before", label: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${field}`}>{t(label)}</Label>
      <Input
        id={`${id}-${field}`}
        type="datetime-local"
        aria-label={t(`${label}N`, { n: number })}
        value={toLocalInput(row[field], timeZone)}
        onChange={(e) => onChange({ [field]: fromLocalInput(e.target.value, timeZone) ?? null })}
        aria-invalid={error(field) ? true : undefined}
        aria-describedby={error(field) ? `${id}-${field}-error` : undefined}
      />
      <FieldError id={`${id}-${field}-error`} error={error(field)} />
    </div>
  );

  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">{t("rowLegend", { n: number })}</legend>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-groups`}>{t("groupsLabel")}</Label>
          <select
            id={`${id}-groups`}
            multiple
            size={Math.min(8, groups.length + bySchool.length)}
            aria-label={t("groupsLabelN", { n: number })}
            value={row.group_ids}
            onChange={(e) => onChange({ group_ids: [...e.target.selectedOptions].map((o) => o.value) })}
            aria-invalid={error("group_ids") ? true : undefined}
            aria-describedby={[`${id}-groups-hint`, error("group_ids") ? `${id}-group_ids-error` : ""].join(" ").trim()}
            className="w-full rounded-md border border-input bg-transparent px-2 py-1 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive"
          >
            {bySchool.length > 1
              ? bySchool.map((s) => (
                  <optgroup key={s.id} label={s.name}>
                    {s.groups.map(option)}
                  </optgroup>
                ))
              : groups.map(option)}
          </select>
          <p id={`${id}-groups-hint`} className="text-sm text-muted-foreground">
            {t("groupsSelectHint")}{" "}
            {chosen.length > 0 &&
              (sharedNames ? t("sharedDisciplines", { names: sharedNames }) : t("noSharedDisciplines"))}
          </p>
          <FieldError id={`${id}-group_ids-error`} error={error("group_ids")} />
        </div>
        <div className="grid content-start gap-4">
          {date("available_after", "availableAfter")}
          {date("available_before", "availableBefore")}
        </div>
      </div>
      <div className="grid gap-3 md:grid-cols-3">
        {flags.map((flag) => (
          <div key={flag.field} className="flex items-start gap-2">
            <input
              id={`${id}-${flag.field}`}
              type="checkbox"
              checked={row[flag.field]}
              onChange={(e) => onChange({ [flag.field]: e.target.checked })}
              aria-label={t(`${flag.label}N`, { n: number })}
              aria-describedby={`${id}-${flag.field}-hint`}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <div className="grid gap-0.5">
              <label htmlFor={`${id}-${flag.field}`} className="text-sm leading-tight font-medium">
                {t(flag.label)}
              </label>
              <p id={`${id}-${flag.field}-hint`} className="text-sm text-muted-foreground">
                {t(flag.hint)}
              </p>
            </div>
          </div>
        ))}
      </div>
      <FieldError id={`${id}-row-error`} error={errors[errorPrefix]} />
      <div>
        <Button type="button" variant="ghost" size="sm" disabled={!canRemove} onClick={onRemove}>
          <Trash2 aria-hidden />
          {t("removeRow", { n: number })}
        </Button>
      </div>
    </fieldset>
  );
}
