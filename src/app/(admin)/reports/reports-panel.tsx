"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { QueryResult } from "@/components/list/query-result";
import { useTRPC } from "@/lib/trpc/client";
import { ReportForm } from "./report-form";

/** The report form, once the schools and groups in the user's access (me.get) are known. */
export function ReportsPanel() {
  const t = useTranslations("reports");
  const trpc = useTRPC();
  const me = useQuery(trpc.me.get.queryOptions());

  return (
    <QueryResult query={me} failed={t("loadFailed")}>
      {(data) => <ReportForm schools={data.schools} groups={data.groups} />}
    </QueryResult>
  );
}
