import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { openPage } from "@/server/trpc/open-page";
import { CalendarFeedPanel } from "./calendar-feed-panel";
import { CalendarPage } from "./calendar-page";

export default async function CalendarRoute() {
  await openPage("availability.blocks");
  const t = await getTranslations("calendar");
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title={t("title")} description={t("description")} />
      <CalendarPage />
      <CalendarFeedPanel />
    </div>
  );
}
