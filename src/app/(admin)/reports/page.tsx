import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getSessionUser } from "@/lib/session-user";
import { ReportsPanel } from "./reports-panel";

export default async function ReportsPage() {
  const user = await getSessionUser();
  if (!user) redirect("/sign-in");
  if (user.role !== "PLATFORM_ADMIN" && user.role !== "SCHOOL_ADMIN") redirect("/");
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
