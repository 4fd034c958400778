import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { openPage } from "@/server/trpc/open-page";
import { PerformanceView } from "./performance-view";

export default async function PerformancePage() {
  await openPage("performance.users");
  const t = await getTranslations("performance");
  const tCommon = await getTranslations("common");
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader title={t("title")} description={t("description")} />
      <Suspense fallback={<p className="text-sm text-muted-foreground">{tCommon("loading")}</p>}>
        <PerformanceView />
      </Suspense>
    </div>
  );
}
