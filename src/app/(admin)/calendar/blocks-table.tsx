"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { TableHeaderRow } from "@/components/list/table-header-row";
import { blockInterval, teacherName, type Block } from "./types";
import type { CalendarFormat } from "./use-calendar-format";

type Props = {
  blocks: Block[] | undefined;
  failed: boolean;
  format: CalendarFormat;
  onOpenBlock: (block: Block) => void;
};

/** The blocks of the period in view, in order: the same data as the grid, as a table. */
export function BlocksTable({ blocks, failed, format, onOpenBlock }: Props) {
  const t = useTranslations("calendar");
  return (
    <section aria-labelledby="blocks-title" className="grid min-w-0 gap-2">
      <h2 id="blocks-title" className="text-lg font-semibold">
        {t("blocks.title")}
      </h2>
      {blocks === undefined ? (
        !failed && <p className="text-sm text-muted-foreground">{t("loading")}</p>
      ) : blocks.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("blocks.empty")}</p>
      ) : (
        // min-w-0 down to the table's own scroll box: else a grid item grows to the table's width on a phone.
        <div className="min-w-0 rounded-lg border">
          <Table aria-label={t("blocks.title")}>
            <TableHeaderRow
              columns={[t("blocks.teacher"), t("blocks.reason"), t("blocks.start"), t("blocks.end")]}
              actions={t("blocks.actions")}
            />
            <TableBody>
              {blocks.map((block) => {
                const { start, end } = blockInterval(block);
                return (
                  <TableRow key={block.id}>
                    <TableCell>{teacherName(block)}</TableCell>
                    <TableCell className="max-w-80 truncate whitespace-normal">{block.reason}</TableCell>
                    <TableCell>
                      <time dateTime={block.start_date}>{format.dateTime(start)}</time>
                    </TableCell>
                    <TableCell>
                      <time dateTime={block.end_date}>{format.dateTime(end)}</time>
                    </TableCell>
                    <TableCell className="text-right">
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        onClick={() => onOpenBlock(block)}
                        aria-label={t("blocks.editLabel", { reason: block.reason })}
                      >
                        {t("blocks.edit")}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
