import Link from "next/link";
import { Plus } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { isAdmin, staffRoles } from "@/lib/roles";
import { requirePageUser } from "@/server/session-user";
import { DisciplinesTable } from "./disciplines-table";

export default async function DisciplinesPage() {
  const user = await requirePageUser(staffRoles);
  const admin = isAdmin(user.role);
  const t = await getTranslations("disciplines");
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="text-muted-foreground">{t("description")}</p>
        </div>
        {admin && (
          <Link href="/disciplines/new" className={buttonVariants()}>
            <Plus aria-hidden />
            {t("new")}
          </Link>
        )}
      </div>
      <DisciplinesTable canEdit={admin} />
    </div>
  );
}
