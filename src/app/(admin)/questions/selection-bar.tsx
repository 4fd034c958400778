"use client";

import type { FormEvent } from "react";
import { Archive, ArchiveRestore } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/utils";
import { ColumnChooser } from "./column-chooser";
import { useAddToExam } from "./use-add-to-exam";
import { useArchiveQuestions } from "./use-archive-questions";

type Props = {
  /** Selected question id → its discipline id. */
  selected: ReadonlyMap<string, number>;
  /** The list shows the archived questions: the bulk action restores. */
  archived: boolean;
  onClear: () => void;
};

/**
 * One toolbar over the list for what acts on the selection (add to an exam, archive or restore) and the column
 * chooser, so the table starts high on the page. Hints show once something is selected; on a phone, the bar too.
 */
export function SelectionBar({ selected, archived, onClear }: Props) {
  const t = useTranslations("questions");
  const addToExam = useAddToExam(selected);
  const { archive, restore, pending } = useArchiveQuestions();
  const count = selected.size;
  const ids = [...selected.keys()];

  function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void addToExam.submit();
  }

  async function onArchive() {
    if (await (archived ? restore : archive)(ids)) onClear();
  }

  return (
    <div className={cn("gap-2 rounded-lg border bg-muted/30 px-4 py-3", count > 0 ? "grid" : "hidden md:grid")}>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <p className="min-w-40 self-center text-sm font-medium" aria-live="polite">
          {t("bulk.selected", { count })}
        </p>
        <form onSubmit={onAdd} aria-label={t("bulk.title")} className="flex flex-wrap items-end gap-2">
          <div className="grid w-60 gap-1">
            <Label htmlFor="bulk-exam">{t("bulk.exam")}</Label>
            <Select
              id="bulk-exam"
              value={addToExam.chosen}
              onChange={(e) => addToExam.choose(e.target.value)}
              disabled={count === 0 || addToExam.options.length === 0}
              aria-describedby="bulk-exam-hint"
            >
              <option value="">{t("bulk.chooseExam")}</option>
              {addToExam.options.map((exam) => (
                <option key={exam.id} value={exam.id}>
                  {exam.name}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" disabled={!addToExam.chosen || count === 0 || addToExam.pending}>
            {addToExam.pending ? t("bulk.adding") : t("bulk.add")}
          </Button>
        </form>
        <Button
          type="button"
          variant="outline"
          onClick={() => void onArchive()}
          disabled={count === 0 || pending}
          aria-describedby="bulk-archive-hint"
        >
          {archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
          {archived ? t("archive.bulkRestore") : t("archive.bulkArchive")}
        </Button>
        {count > 0 && (
          <Button type="button" variant="ghost" onClick={onClear}>
            {t("bulk.clearSelection")}
          </Button>
        )}
        <ColumnChooser className="ml-auto self-center" />
      </div>
      <p className={count > 0 ? "text-xs text-muted-foreground" : "sr-only"}>
        <span id="bulk-exam-hint">{addToExam.noExam ? t("bulk.noExam") : t("bulk.examHint")}</span>{" "}
        <span id="bulk-archive-hint">{archived ? t("archive.bulkRestoreHint") : t("archive.bulkArchiveHint")}</span>
      </p>
    </div>
  );
}
