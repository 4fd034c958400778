import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { staffRoles } from "@/lib/roles";
import { requirePageUser } from "@/server/session-user";
import { PerformanceView } from "./performance-view";

export default async function PerformancePage() {
  await requirePageUser(staffRoles);
  const t = await getTranslations("performance");
  const tCommon = await getTranslations("common");
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("description")}</p>
      </div>
      <Suspense fallback={<p className="text-sm text-muted-foreground">{tCommon("loading")}</p>}>
        <PerformanceView />
      </Suspense>
    </div>
  );
}
