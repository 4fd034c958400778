"use client";

import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useFieldArray, useFormContext, useFormState } from "react-hook-form";
import { FieldNotes } from "@/components/form/field-shell";
import { fieldsOf } from "@/components/form/fields-of";
import { Button } from "@/components/ui/button";
import { newWindow, type QuestionValues } from "./form-values";

type Props = {
  /** Groups the question may go to: the owner school's groups that have its discipline. */
  groups: readonly { id: string; name: string }[];
  /** The question's school's zone: the dates are typed and shown in it, whatever the browser's. */
  timeZone: string;
  /** The form is busy, or no discipline is chosen yet. */
  disabled: boolean;
};

const MAX_WINDOWS = 50;
const { CheckboxGroupField, DateTimeField } = fieldsOf<QuestionValues>();

/** Group assignments: periods, each with its groups and the dates between which they see the question. */
export function GroupsEditor({ groups, timeZone, disabled }: Props) {
  const t = useTranslations("questions");
  const { control } = useFormContext<QuestionValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "question_to_groups" });
  const { errors } = useFormState({ control, name: "question_to_groups" });
  const error = errors.question_to_groups?.root?.message ?? errors.question_to_groups?.message;
  const options = groups.map((g) => ({ value: g.id, label: g.name }));

  return (
    <fieldset
      className="grid gap-4"
      aria-describedby={["windows-hint", error ? "windows-error" : null].filter(Boolean).join(" ")}
    >
      <legend className="mb-1 text-sm font-medium">{t("form.groups")}</legend>
      <FieldNotes
        id="windows"
        hint={
          groups.length ? `${t("form.groupsHint")} ${t("form.windowTimeZone", { zone: timeZone })}` : t("form.noGroups")
        }
        error={error}
      />
      {fields.map((window, index) => {
        const n = index + 1;
        const id = `window-${window.id}`;
        return (
          <fieldset key={window.id} className="grid gap-4 rounded-lg border p-3">
            <legend className="px-1 text-sm font-medium">{t("form.window", { n })}</legend>
            <CheckboxGroupField
              name={`question_to_groups.${index}.group_ids`}
              id={`${id}-groups`}
              legend={t("form.windowGroups")}
              options={options}
              disabled={disabled}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              {(["after", "before"] as const).map((side) => (
                <DateTimeField
                  key={side}
                  name={`question_to_groups.${index}.available_${side}`}
                  id={`${id}-${side}`}
                  label={side === "after" ? t("form.availableAfter") : t("form.availableBefore")}
                  timeZone={timeZone}
                  disabled={disabled}
                />
              ))}
            </div>
            <div>
              <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => remove(index)}>
                <Trash2 aria-hidden />
                {t("form.removeWindow", { n })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={disabled || groups.length === 0 || fields.length >= MAX_WINDOWS}
          onClick={() => append(newWindow())}
        >
          <Plus aria-hidden />
          {t("form.addWindow")}
        </Button>
      </div>
    </fieldset>
  );
}
