import Link from "next/link";
import { FileUp, Plus } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { staffRoles } from "@/lib/roles";
import { requirePageUser } from "@/server/session-user";
import { ExportButton } from "./export-button";
import { QuestionsBrowser } from "./questions-browser";

export default async function QuestionsPage() {
  await requirePageUser(staffRoles);
  const t = await getTranslations("questions");
  const tImport = await getTranslations("questionsImport");
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="text-muted-foreground">{t("description")}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ExportButton />
          <Link href="/questions/import" className={buttonVariants({ variant: "outline" })}>
            <FileUp aria-hidden />
            {tImport("open")}
          </Link>
          <Link href="/questions/new" className={buttonVariants()}>
            <Plus aria-hidden />
            {t("new")}
          </Link>
        </div>
      </div>
      <QuestionsBrowser />
    </div>
  );
}
