"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useFieldArray, useFormState, type Control } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { emptyEntry, type ExamValues, type MyGroup } from "./form-model";
import { GroupRowFields } from "./group-row";

type Props = {
  control: Control<ExamValues>;
  groups: MyGroup[];
  schools: { id: string; name: string }[];
  /** The zone the windows are typed in: the exam's school's. */
  timeZone: string;
  disciplineNames: ReadonlyMap<number, string>;
};

/** The exam's assignments (exam_to_groups): each row gives groups a window and the answer flags. */
export function GroupRows({ control, groups, schools, timeZone, disciplineNames }: Props) {
  const t = useTranslations("exams");
  const { fields, append, remove } = useFieldArray({ control, name: "exam_to_groups" });
  // The list as a whole: none at all, or the server's "groups of one school".
  const error = useFormState({ control, name: "exam_to_groups" }).errors.exam_to_groups;
  const message = error?.root?.message ?? error?.message;
  return (
    <div className="grid gap-4">
      {groups.length === 0 && <p className="text-sm text-muted-foreground">{t("noGroups")}</p>}
      {fields.map((field, index) => (
        <GroupRowFields
          key={field.id}
          control={control}
          index={index}
          groups={groups}
          schools={schools}
          timeZone={timeZone}
          disciplineNames={disciplineNames}
          canRemove={fields.length > 1}
          onRemove={() => remove(index)}
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
