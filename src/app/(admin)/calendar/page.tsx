import { getTranslations } from "next-intl/server";
import { staffRoles } from "@/lib/roles";
import { requirePageUser } from "@/server/session-user";
import { CalendarFeedPanel } from "./calendar-feed-panel";
import { CalendarPage } from "./calendar-page";

export default async function CalendarRoute() {
  await requirePageUser(staffRoles);
  const t = await getTranslations("calendar");
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("description")}</p>
      </div>
      <CalendarPage />
      <CalendarFeedPanel />
    </div>
  );
}
