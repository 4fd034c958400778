"use client";

import { useQueryClient, type QueryFilters } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { DeleteButton } from "@/components/form/delete-button";

type Props = {
  /** The area's namespace, also its list's path: its `deleteConfirm`, `delete`, `deleting` and `deleted` texts. */
  area: string;
  remove: () => Promise<unknown>;
  /** The area's queries, stale once the record is gone. */
  stale: QueryFilters;
};

/** "Excluir …" of a record's page, after a confirmation; once deleted, back to the area's list. */
export function DeleteRecordButton({ area, remove, stale }: Props) {
  const t = useTranslations(area);
  const queryClient = useQueryClient();
  const text = { confirm: t("deleteConfirm"), delete: t("delete"), deleting: t("deleting"), deleted: t("deleted") };
  return (
    <DeleteButton
      text={text}
      then={`/${area}`}
      remove={async () => {
        await remove();
        void queryClient.invalidateQueries(stale);
      }}
    />
  );
}
