"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { useTRPC } from "@/lib/trpc/client";
import { ReportForm } from "./report-form";

/** The report form, once the schools and groups in the user's access (me.get) are known. */
export function ReportsPanel() {
  const t = useTranslations("reports");
  const tCommon = useTranslations("common");
  const trpc = useTRPC();
  const me = useQuery(trpc.me.get.queryOptions());

  if (me.isPending) return <p className="text-sm text-muted-foreground">{tCommon("loading")}</p>;
  if (me.isError)
    return (
      <Alert variant="destructive" role="alert">
        <AlertDescription>{t("loadFailed")}</AlertDescription>
      </Alert>
    );
  return <ReportForm schools={me.data.schools} groups={me.data.groups} />;
}
