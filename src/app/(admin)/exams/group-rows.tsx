"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useFieldArray, useFormContext, useFormState } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { emptyEntry, type ExamValues } from "./form-model";
import { GroupRowFields, type RowSetting } from "./group-row";

/** The exam's assignments (exam_to_groups): each row gives groups a window and the answer flags. */
export function GroupRows(setting: RowSetting) {
  const t = useTranslations("exams");
  const { control } = useFormContext<ExamValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "exam_to_groups" });
  // The list as a whole: none at all, or the server's "groups of one school".
  const error = useFormState({ control, name: "exam_to_groups" }).errors.exam_to_groups;
  const message = error?.root?.message ?? error?.message;
  return (
    <div className="grid gap-4">
      {setting.groups.length === 0 && <p className="text-sm text-muted-foreground">{t("noGroups")}</p>}
      {fields.map((field, index) => (
        <GroupRowFields
          key={field.id}
          {...setting}
          index={index}
          onRemove={fields.length > 1 ? () => remove(index) : undefined}
        />
      ))}
      {message && (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      )}
      <div>
        <Button type="button" variant="outline" onClick={() => append(emptyEntry(Date.now()))}>
          <Plus aria-hidden />
          {t("addRow")}
        </Button>
      </div>
    </div>
  );
}
