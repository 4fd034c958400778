"use client";

import { useTranslations } from "next-intl";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AuditEntryOutput } from "@/server/audit/schema";
import { changedFields, showValue } from "./diff";

function Value({ value, absent }: { value: unknown; absent: string }) {
  if (value === undefined) return <span className="text-muted-foreground italic">{absent}</span>;
  return (
    <pre className="max-h-48 max-w-md overflow-auto font-mono text-xs whitespace-pre-wrap break-words">
      {showValue(value)}
    </pre>
  );
}

/** The fields a write changed, side by side; unchanged fields are only counted. */
export function EntryDiff({ entry, id }: { entry: AuditEntryOutput; id: string }) {
  const t = useTranslations("audit");
  const { changed, unchanged } = changedFields(entry.before, entry.after);
  return (
    <div id={id} className="grid gap-2 rounded-md border bg-muted/30 p-3">
      {changed.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("diff.noChanges")}</p>
      ) : (
        <Table aria-label={t("diff.label", { action: t(`actions.${entry.action}`), id: entry.entity_id })}>
          <TableHeader>
            <TableRow>
              <TableHead>{t("diff.field")}</TableHead>
              <TableHead>{t("diff.before")}</TableHead>
              <TableHead>{t("diff.after")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {changed.map((change) => (
              <TableRow key={change.field}>
                <TableCell className="align-top font-mono text-xs">{change.field}</TableCell>
                <TableCell className="align-top whitespace-normal">
                  <Value value={change.before} absent={t("diff.absent")} />
                </TableCell>
                <TableCell className="align-top whitespace-normal">
                  <Value value={change.after} absent={t("diff.absent")} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {unchanged > 0 && <p className="text-xs text-muted-foreground">{t("diff.unchanged", { count: unchanged })}</p>}
    </div>
  );
}
