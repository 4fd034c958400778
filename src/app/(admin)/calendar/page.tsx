import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getSessionUser } from "@/lib/session-user";
import { CalendarPage } from "./calendar-page";

export default async function CalendarRoute() {
  const user = await getSessionUser();
  if (!user) redirect("/sign-in");
  if (user.role === "STUDENT") redirect("/");
  const t = await getTranslations("calendar");
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("description")}</p>
      </div>
      <CalendarPage />
    </div>
  );
}
