"use client";

import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { GroupsUsagePreview } from "./groups-usage-preview";
import { kindMessageKey, type ReportRequest } from "./report-kinds";
import { RowsPreview } from "./rows-preview";

/** The preview of the last validated request: first rows, or the groups usage summary. */
export function ReportPreview({ request }: { request: ReportRequest }) {
  const t = useTranslations("reports");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("previewTitle", { report: t(`kinds.${kindMessageKey[request.report]}.label`) })}</CardTitle>
        <CardDescription>
          {request.report === "groups-usage" ? t("previewUsageHint") : t("previewRowsHint")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {request.report === "groups-usage" ? (
          <GroupsUsagePreview input={request.input} />
        ) : (
          <RowsPreview request={request} />
        )}
      </CardContent>
    </Card>
  );
}
