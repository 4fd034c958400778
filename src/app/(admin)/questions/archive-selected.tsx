"use client";

import { Archive, ArchiveRestore } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useArchiveQuestions } from "./use-archive-questions";

type Props = { questionIds: string[]; archived: boolean; onDone: () => void };

/** Bulk action: archives the selected questions, or restores them while the list shows the archived ones. */
export function ArchiveSelected({ questionIds, archived, onDone }: Props) {
  const t = useTranslations("questions.archive");
  const { archive, restore, pending } = useArchiveQuestions();

  async function onClick() {
    if (await (archived ? restore : archive)(questionIds)) onDone();
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="button" variant="outline" onClick={onClick} disabled={questionIds.length === 0 || pending}>
        {archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
        {archived ? t("bulkRestore") : t("bulkArchive")}
      </Button>
      <p className="text-xs text-muted-foreground">{archived ? t("bulkRestoreHint") : t("bulkArchiveHint")}</p>
    </div>
  );
}
