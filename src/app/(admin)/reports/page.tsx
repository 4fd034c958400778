import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { openPage } from "@/server/trpc/open-page";
import { ReportsPanel } from "./reports-panel";

export default async function ReportsPage() {
  await openPage("reports.preview");
  const t = await getTranslations("reports");
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t("title")} description={t("description")} />
      <ReportsPanel />
    </div>
  );
}
