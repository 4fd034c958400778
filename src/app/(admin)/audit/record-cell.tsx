"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { formatBytes } from "@/lib/download/download";
import { Button } from "@/components/ui/button";
import type { AuditEntryOutput } from "@/server/audit/schema";
import { recordLink } from "./record-link";

/** An import's entry is about a file: its format, its size and how many questions it created. */
export function useRecordName() {
  const t = useTranslations();
  const locale = useLocale();
  return (entry: AuditEntryOutput): string => {
    if (entry.action !== "question.import") return entry.record.name ?? t("audit.record.unnamed");
    const after = entry.after ?? {};
    return t("audit.record.import", {
      format: t(`questionsImport.formats.${String(after.format)}`),
      size: formatBytes(Number(after.bytes ?? 0), locale),
      count: Array.isArray(after.created) ? after.created.length : 0,
    });
  };
}

type Props = { entry: AuditEntryOutput; name: string; onHistory: (() => void) | null };

/** The record of a row: its kind, its name (a link to it while it is there), and a button for its history. */
export function RecordCell({ entry, name, onHistory }: Props) {
  const t = useTranslations("audit");
  const href = recordLink(entry);
  const kind = entry.action === "question.import" ? t("record.importKind") : t(`entityTypes.${entry.entity_type}`);
  return (
    <div className="grid max-w-80 gap-0.5 whitespace-normal">
      <span className="text-xs text-muted-foreground">{kind}</span>
      {href ? (
        <Link href={href} className="break-words text-primary underline underline-offset-4">
          {name}
        </Link>
      ) : (
        <span className="break-words">{name}</span>
      )}
      {onHistory && (
        <Button variant="link" size="sm" className="h-7 justify-self-start px-0 text-xs" onClick={onHistory}>
          {t("table.history")}
        </Button>
      )}
    </div>
  );
}
