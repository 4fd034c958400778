"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { FieldErrors } from "./form-errors";
import type { GroupRow, MyGroup } from "./form-model";
import { GroupRowFields } from "./group-row";
import type { ExamForm } from "./use-exam-form";

type Props = {
  rows: GroupRow[];
  groups: MyGroup[];
  schools: { id: string; name: string }[];
  /** The zone the windows are typed in: the exam's school's. */
  timeZone: string;
  disciplineNames: ReadonlyMap<number, string>;
  errors: FieldErrors;
  actions: Pick<ExamForm["actions"], "addRow" | "removeRow" | "updateRow">;
};

/** The exam's assignments: each row gives groups a window and the answer flags. */
export function GroupRows({ rows, groups, schools, timeZone, disciplineNames, errors, actions }: Props) {
  const t = useTranslations("exams");
  return (
    <div className="grid gap-4">
      {groups.length === 0 && <p className="text-sm text-muted-foreground">{t("noGroups")}</p>}
      <p className="text-sm text-muted-foreground">{t("windowTimeZone", { zone: timeZone })}</p>
      {rows.map((row, index) => (
        <GroupRowFields
          key={row.key}
          row={row}
          number={index + 1}
          groups={groups}
          schools={schools}
          timeZone={timeZone}
          disciplineNames={disciplineNames}
          errors={errors}
          errorPrefix={`rows.${index}`}
          canRemove={rows.length > 1}
          onChange={(patch) => actions.updateRow(index, patch)}
          onRemove={() => actions.removeRow(index)}
        />
      ))}
      {errors.rows && <p className="text-sm text-destructive">{errors.rows}</p>}
      <div>
        <Button type="button" variant="outline" onClick={actions.addRow}>
          <Plus aria-hidden />
          {t("addRow")}
        </Button>
      </div>
    </div>
  );
}
