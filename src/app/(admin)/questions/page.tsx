import Link from "next/link";
import { FileUp } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { openPage } from "@/server/trpc/open-page";
import { AreaPage, NewLink } from "../_page/area-page";
import { ExportButton } from "./export-button";
import { QuestionsBrowser } from "./questions-browser";

export default async function QuestionsPage() {
  await openPage("questions.list");
  const t = await getTranslations("questions");
  const tImport = await getTranslations("questionsImport");
  const actions = (
    <div className="flex flex-wrap items-center gap-2">
      <ExportButton />
      <Link href="/questions/import" className={buttonVariants({ variant: "outline" })}>
        <FileUp aria-hidden />
        {tImport("open")}
      </Link>
      <NewLink href="/questions/new">{t("new")}</NewLink>
    </div>
  );
  return (
    <AreaPage messages="questions" width="7xl" actions={actions}>
      <QuestionsBrowser />
    </AreaPage>
  );
}
