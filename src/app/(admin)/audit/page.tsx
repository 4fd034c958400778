import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { openPage } from "@/server/trpc/open-page";
import { AuditBrowser } from "./audit-browser";

export default async function AuditPage() {
  const { scope } = await openPage("audit.list");
  const t = await getTranslations("audit");
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader title={t("title")} description={scope.all ? t("descriptionAll") : t("descriptionSchools")} />
      <AuditBrowser />
    </div>
  );
}
