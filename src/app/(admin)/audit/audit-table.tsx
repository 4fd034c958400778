"use client";

import { Fragment, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import type { Nullable } from "nuqs";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { TableHeaderRow } from "@/components/list/table-header-row";
import { auditParams as param } from "./audit-params";
import type { AuditEntryOutput } from "@/server/audit/schema";
import { EntryDiff } from "./entry-diff";
import { RecordCell, useRecordName } from "./record-cell";
import type { AuditFilters } from "./list-input";

type Props = { entries: readonly AuditEntryOutput[]; onFilter: (changes: Partial<Nullable<AuditFilters>>) => void };

/** One row per write: when, who (and how signed in), what; each row opens its before/after. */
export function AuditTable({ entries, onFilter }: Props) {
  const t = useTranslations("audit");
  const format = useFormatter();
  const recordName = useRecordName();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  function toggle(id: string) {
    const next = new Set(open);
    if (!next.delete(id)) next.add(id);
    setOpen(next);
  }

  return (
    <Table>
      <TableHeaderRow
        columns={[t("table.at"), t("table.actor"), t("table.action"), t("table.entity")]}
        actions={t("table.changes")}
      />
      <TableBody>
        {entries.map((entry) => {
          const expanded = open.has(entry.id);
          const diffId = `audit-diff-${entry.id}`;
          const name = recordName(entry);
          return (
            <Fragment key={entry.id}>
              <TableRow>
                <TableCell>
                  <time dateTime={entry.at}>
                    {format.dateTime(new Date(entry.at), {
                      dateStyle: "short",
                      timeStyle: "medium",
                      timeZone: entry.time_zone,
                    })}
                  </time>
                </TableCell>
                <TableCell>
                  <div className="flex items-center gap-2">
                    {entry.actor ? (
                      <Button
                        variant="link"
                        size="sm"
                        className="h-auto px-0"
                        title={entry.actor.email}
                        onClick={() => onFilter({ actor_id: entry.actor!.id })}
                      >
                        {entry.actor.name}
                      </Button>
                    ) : (
                      <span className="text-muted-foreground">{t("system")}</span>
                    )}
                    <Badge variant="outline">{t(`actorKinds.${entry.actor_kind}`)}</Badge>
                  </div>
                </TableCell>
                <TableCell>{t(`actions.${entry.action}`)}</TableCell>
                <TableCell>
                  <RecordCell
                    entry={entry}
                    name={name}
                    onHistory={
                      entry.action === "question.import"
                        ? null
                        : () =>
                            onFilter({
                              entity_type: param.entity_type.parse(entry.entity_type),
                              entity_id: param.entity_id.parse(entry.entity_id),
                              action: null,
                            })
                    }
                  />
                </TableCell>
                <TableCell className="text-right">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-expanded={expanded}
                    aria-controls={expanded ? diffId : undefined}
                    onClick={() => toggle(entry.id)}
                  >
                    {expanded ? t("table.hideChanges") : t("table.showChanges")}
                  </Button>
                </TableCell>
              </TableRow>
              {expanded && (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={5} className="whitespace-normal">
                    <EntryDiff entry={entry} id={diffId} record={name} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
