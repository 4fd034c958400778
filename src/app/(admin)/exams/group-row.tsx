"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useController, useFormContext } from "react-hook-form";
import { messageOf } from "@/components/form/field-error";
import { FinePointerOnly } from "@/components/form/fine-pointer-only";
import { describedBy, FieldShell } from "@/components/form/field-shell";
import { fieldsOf } from "@/components/form/fields-of";
import { Button } from "@/components/ui/button";
import type { ExamValues, MyGroup } from "./form-model";

/** What every row is given: the groups to choose from, by school, and the zone its window is typed in. */
export type RowSetting = {
  groups: MyGroup[];
  schools: { id: string; name: string }[];
  /** The exam's school's zone. */
  timeZone: string;
  disciplineNames: ReadonlyMap<number, string>;
};

type Props = RowSetting & {
  index: number;
  /** Absent: the row is the only one, and stays. */
  onRemove?: () => void;
};

const { CheckboxField, DateTimeField } = fieldsOf<ExamValues>();

const flags = [
  { field: "instant_answer_feedback", label: "flagFeedback", hint: "flagFeedbackHint" },
  { field: "allow_multiple_answers", label: "flagMultiple", hint: "flagMultipleHint" },
  { field: "is_readonly", label: "flagReadonly", hint: "flagReadonlyHint" },
] as const;

/** One assignment: a multi-select of groups, the window in the school's zone and three flags. */
export function GroupRowFields({ index, groups, schools, timeZone, disciplineNames, onRemove }: Props) {
  const t = useTranslations("exams");
  const { control } = useFormContext<ExamValues>();
  const number = index + 1;
  const name = `exam_to_groups.${index}` as const;
  const id = `exam-row-${number}`;
  // Every accessible name carries the row's number ("Grupos 1"); the visible label does not.
  const label = (text: string) => (
    <>
      {text}
      <span className="sr-only"> {number}</span>
    </>
  );
  const { field, fieldState } = useController({ control, name: `${name}.group_ids` });
  const chosenIds: string[] = field.value ?? [];
  const error = messageOf(fieldState.error);
  const bySchool = schools
    .map((s) => ({ ...s, groups: groups.filter((g) => g.school_id === s.id) }))
    .filter((s) => s.groups.length > 0);
  const chosen = groups.filter((g) => chosenIds.includes(g.id));
  const shared = chosen.length
    ? chosen.reduce<number[]>((acc, g) => acc.filter((d) => g.discipline_ids.includes(d)), chosen[0]!.discipline_ids)
    : [];
  const sharedNames = shared.map((d) => disciplineNames.get(d) ?? String(d)).join(", ");
  const hint = (
    <>
      <FinePointerOnly>{t("groupsSelectHint")} </FinePointerOnly>
      {chosen.length > 0 && (sharedNames ? t("sharedDisciplines", { names: sharedNames }) : t("noSharedDisciplines"))}
    </>
  );
  const option = (g: MyGroup) => (
    <option key={g.id} value={g.id}>
      {g.name}
    </option>
  );

  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">{t("rowLegend", { n: number })}</legend>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <FieldShell id={`${id}-groups`} label={label(t("groupsLabel"))} hint={hint} error={error}>
          <select
            id={`${id}-groups`}
            name={field.name}
            ref={field.ref}
            multiple
            size={Math.min(8, groups.length + bySchool.length)}
            value={chosenIds}
            onChange={(e) => field.onChange([...e.target.selectedOptions].map((o) => o.value))}
            onBlur={field.onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(`${id}-groups`, hint, error)}
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
        </FieldShell>
        <div className="grid content-start gap-4">
          {(["available_after", "available_before"] as const).map((side) => (
            <DateTimeField
              key={side}
              name={`${name}.${side}`}
              id={`${id}-${side}`}
              label={label(t(side === "available_after" ? "availableAfter" : "availableBefore"))}
              timeZone={timeZone}
            />
          ))}
        </div>
      </div>
      <div className="grid gap-3 md:grid-cols-3">
        {flags.map((flag) => (
          <CheckboxField
            key={flag.field}
            name={`${name}.${flag.field}`}
            id={`${id}-${flag.field}`}
            label={label(t(flag.label))}
            hint={t(flag.hint)}
          />
        ))}
      </div>
      <div>
        <Button type="button" variant="ghost" size="sm" disabled={!onRemove} onClick={onRemove}>
          <Trash2 aria-hidden />
          {t("removeRow", { n: number })}
        </Button>
      </div>
    </fieldset>
  );
}
