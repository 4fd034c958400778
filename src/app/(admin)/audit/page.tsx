import { getTranslations } from "next-intl/server";
import { openPage } from "@/server/trpc/open-page";
import { AreaPage } from "../_page/area-page";
import { AuditBrowser } from "./audit-browser";

export default async function AuditPage() {
  const { scope } = await openPage("audit.list");
  const t = await getTranslations("audit");
  return (
    <AreaPage messages="audit" width="7xl" description={scope.all ? t("descriptionAll") : t("descriptionSchools")}>
      <AuditBrowser />
    </AreaPage>
  );
}
