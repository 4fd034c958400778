import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { staffRoles } from "@/lib/roles";
import { requirePageUser } from "@/server/session-user";
import { ImportLoader } from "./import-loader";

export default async function ImportQuestionsPage() {
  await requirePageUser(staffRoles);
  const t = await getTranslations("questionsImport");
  const tQuestions = await getTranslations("questions");
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link
        href="/questions"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {tQuestions("backToList")}
      </Link>
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("description")}</p>
      </div>
      <ImportLoader />
    </div>
  );
}
