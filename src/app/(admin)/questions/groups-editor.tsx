"use client";

import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { CheckboxGroup } from "../disciplines/checkbox-group";
import { FieldNotes, TextField } from "./fields";
import { newKey, type WindowDraft } from "./form-values";
import type { FormErrorsOf } from "./use-question-form";

type Props = {
  /** Groups the question may go to: the owner school's groups that have its discipline. */
  groups: readonly { id: string; name: string }[];
  windows: WindowDraft[];
  /** The zone the dates are typed in: the question's school's. */
  timeZone: string;
  onChange: (windows: WindowDraft[]) => void;
  errorsOf: FormErrorsOf;
  disabled?: boolean;
};

/** Group assignments: periods, each with its groups and the dates between which they see the question. */
export function GroupsEditor({ groups, windows, timeZone, onChange, errorsOf, disabled }: Props) {
  const t = useTranslations("questions");
  const errors = errorsOf("question_to_groups");
  const patch = (index: number, change: Partial<WindowDraft>) =>
    onChange(windows.map((w, i) => (i === index ? { ...w, ...change } : w)));
  const options = groups.map((g) => ({ value: g.id, label: g.name }));

  return (
    <fieldset
      className="grid gap-4"
      aria-describedby={["windows-hint", errors?.length ? "windows-error" : null].filter(Boolean).join(" ")}
    >
      <legend className="mb-1 text-sm font-medium">{t("form.groups")}</legend>
      <FieldNotes
        id="windows"
        hint={
          groups.length ? `${t("form.groupsHint")} ${t("form.windowTimeZone", { zone: timeZone })}` : t("form.noGroups")
        }
        errors={errors}
      />
      {windows.map((window, index) => {
        const n = index + 1;
        const id = `window-${window.key}`;
        const at = (field: string) => errorsOf(`question_to_groups.${index}.${field}`);
        return (
          <fieldset
            key={window.key}
            className="grid gap-4 rounded-lg border p-3"
            aria-describedby={errorsOf(`question_to_groups.${index}`)?.length ? `${id}-error` : undefined}
          >
            <legend className="px-1 text-sm font-medium">{t("form.window", { n })}</legend>
            <CheckboxGroup
              id={`${id}-groups`}
              legend={t("form.windowGroups")}
              options={options}
              value={window.group_ids}
              onChange={(group_ids) => patch(index, { group_ids })}
              error={at("group_ids")?.join(" ")}
              disabled={disabled}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id={`${id}-after`}
                label={t("form.availableAfter")}
                type="datetime-local"
                value={window.after}
                onChange={(e) => patch(index, { after: e.target.value })}
                errors={at("available_after")}
                disabled={disabled}
              />
              <TextField
                id={`${id}-before`}
                label={t("form.availableBefore")}
                type="datetime-local"
                value={window.before}
                onChange={(e) => patch(index, { before: e.target.value })}
                errors={at("available_before")}
                disabled={disabled}
              />
            </div>
            <FieldNotes id={id} errors={errorsOf(`question_to_groups.${index}`)} />
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={disabled}
                onClick={() => onChange(windows.filter((_, i) => i !== index))}
              >
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
          disabled={disabled || groups.length === 0 || windows.length >= 50}
          onClick={() => onChange([...windows, { key: newKey(), group_ids: [], after: "", before: "" }])}
        >
          <Plus aria-hidden />
          {t("form.addWindow")}
        </Button>
      </div>
    </fieldset>
  );
}
