"use client";

import { useTranslations } from "next-intl";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { fieldsOf } from "@/server/audit/fields";
import type { AuditEntryOutput } from "@/server/audit/schema";
import { changedFields } from "./diff";
import { FieldValue } from "./field-value";

/** The fields a write changed, by the forms' labels, before → after; unchanged fields are only counted. */
export function EntryDiff({ entry, id, record }: { entry: AuditEntryOutput; id: string; record: string }) {
  const t = useTranslations();
  const specs = fieldsOf(entry);
  const { changed, unchanged } = changedFields(entry.before, entry.after, specs);
  return (
    // On a phone the log scrolls sideways: the changes stay in view, as wide as the screen, wherever it is scrolled.
    <div
      id={id}
      className="sticky left-0 grid max-w-[calc(100vw-5rem)] gap-2 rounded-md border bg-muted/30 p-3 sm:max-w-none"
    >
      {changed.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("audit.diff.noChanges")}</p>
      ) : (
        <Table aria-label={t("audit.diff.label", { action: t(`audit.actions.${entry.action}`), record })}>
          <TableHeader>
            <TableRow>
              <TableHead>{t("audit.diff.field")}</TableHead>
              <TableHead>{t("audit.diff.before")}</TableHead>
              <TableHead>{t("audit.diff.after")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {changed.map((change) => {
              const spec = specs[change.field];
              return (
                <TableRow key={change.field}>
                  <TableHead scope="row" className="h-auto py-2 align-top font-medium whitespace-normal">
                    {spec ? t(spec.label) : change.field}
                  </TableHead>
                  <TableCell className="max-w-md align-top whitespace-normal">
                    <FieldValue spec={spec} value={change.before} entry={entry} />
                  </TableCell>
                  <TableCell className="max-w-md align-top whitespace-normal">
                    <FieldValue spec={spec} value={change.after} entry={entry} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {unchanged > 0 && (
        <p className="text-xs text-muted-foreground">{t("audit.diff.unchanged", { count: unchanged })}</p>
      )}
    </div>
  );
}
