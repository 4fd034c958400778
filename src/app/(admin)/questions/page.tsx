import Link from "next/link";
import { FileUp, Plus } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { buttonVariants } from "@/components/ui/button";
import { openPage } from "@/server/trpc/open-page";
import { ExportButton } from "./export-button";
import { QuestionsBrowser } from "./questions-browser";

export default async function QuestionsPage() {
  await openPage("questions.list");
  const t = await getTranslations("questions");
  const tImport = await getTranslations("questionsImport");
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
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
        }
      />
      <QuestionsBrowser />
    </div>
  );
}
