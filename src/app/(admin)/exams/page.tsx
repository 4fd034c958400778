import { Suspense } from "react";
import Link from "next/link";
import { Plus } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { buttonVariants } from "@/components/ui/button";
import { openPage } from "@/server/trpc/open-page";
import { ExamsList } from "./exams-list";

export default async function ExamsPage() {
  await openPage("exams.list");
  const t = await getTranslations("exams");
  const tCommon = await getTranslations("common");
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Link href="/exams/new" className={buttonVariants()}>
            <Plus aria-hidden />
            {t("new")}
          </Link>
        }
      />
      <Suspense fallback={<p className="text-sm text-muted-foreground">{tCommon("loading")}</p>}>
        <ExamsList />
      </Suspense>
    </div>
  );
}
