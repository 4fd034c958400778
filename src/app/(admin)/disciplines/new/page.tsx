import Link from "next/link";
import { redirect } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { isAdmin } from "@/lib/roles";
import { getSessionUser } from "@/server/session-user";
import { CreateDiscipline } from "../create-discipline";

export default async function NewDisciplinePage() {
  const user = await getSessionUser();
  if (!user) redirect("/sign-in");
  // Only administrators create disciplines; the server refuses anyone else too.
  if (!isAdmin(user.role)) redirect("/disciplines");
  const t = await getTranslations("disciplines");
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link
        href="/disciplines"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t("backToList")}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight">{t("newTitle")}</h1>
      <CreateDiscipline />
    </div>
  );
}
