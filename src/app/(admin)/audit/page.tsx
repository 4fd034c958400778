import { getTranslations } from "next-intl/server";
import { adminRoles, isPlatformAdmin } from "@/lib/roles";
import { requirePageUser } from "@/server/session-user";
import { AuditBrowser } from "./audit-browser";

export default async function AuditPage() {
  const user = await requirePageUser(adminRoles);
  const t = await getTranslations("audit");
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">
          {isPlatformAdmin(user.role) ? t("descriptionAll") : t("descriptionSchools")}
        </p>
      </div>
      <AuditBrowser />
    </div>
  );
}
