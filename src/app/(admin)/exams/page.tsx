import { Suspense } from "react";
import Link from "next/link";
import { Plus } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { staffRoles } from "@/lib/roles";
import { requirePageUser } from "@/server/session-user";
import { ExamsList } from "./exams-list";

export default async function ExamsPage() {
  await requirePageUser(staffRoles);
  const t = await getTranslations("exams");
  const tCommon = await getTranslations("common");
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="text-muted-foreground">{t("description")}</p>
        </div>
        <Link href="/exams/new" className={buttonVariants()}>
          <Plus aria-hidden />
          {t("new")}
        </Link>
      </div>
      <Suspense fallback={<p className="text-sm text-muted-foreground">{tCommon("loading")}</p>}>
        <ExamsList />
      </Suspense>
    </div>
  );
}
