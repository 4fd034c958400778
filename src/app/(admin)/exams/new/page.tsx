import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { staffRoles } from "@/lib/roles";
import { requirePageUser } from "@/server/session-user";
import { CreateExam } from "../create-exam";

export default async function NewExamPage() {
  await requirePageUser(staffRoles);
  const t = await getTranslations("exams");
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link
        href="/exams"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t("backToList")}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight">{t("newTitle")}</h1>
      <CreateExam />
    </div>
  );
}
