import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { staffRoles } from "@/lib/roles";
import { requirePageUser } from "@/server/session-user";
import { QuestionEditor } from "../question-editor";

export default async function NewQuestionPage() {
  await requirePageUser(staffRoles);
  const t = await getTranslations("questions");
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link
        href="/questions"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t("backToList")}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight">{t("newTitle")}</h1>
      <QuestionEditor />
    </div>
  );
}
