import { getTranslations } from "next-intl/server";
import { openPage } from "@/server/trpc/open-page";
import { AreaPage, NewLink } from "../_page/area-page";
import { ExamsList } from "./exams-list";

export default async function ExamsPage() {
  await openPage("exams.list");
  const t = await getTranslations("exams");
  return (
    <AreaPage messages="exams" width="6xl" actions={<NewLink href="/exams/new">{t("new")}</NewLink>} suspense>
      <ExamsList />
    </AreaPage>
  );
}
