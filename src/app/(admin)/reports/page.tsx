import { getTranslations } from "next-intl/server";
import { adminRoles } from "@/lib/roles";
import { requirePageUser } from "@/server/session-user";
import { ReportsPanel } from "./reports-panel";

export default async function ReportsPage() {
  await requirePageUser(adminRoles);
  const t = await getTranslations("reports");
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("description")}</p>
      </div>
      <ReportsPanel />
    </div>
  );
}
