import { getTranslations } from "next-intl/server";
import { openPage } from "@/server/trpc/open-page";
import { AreaPage, NewLink } from "../_page/area-page";
import { DisciplinesTable } from "./disciplines-table";

export default async function DisciplinesPage() {
  const { can } = await openPage("disciplines.list");
  const admin = can("disciplines.create");
  const t = await getTranslations("disciplines");
  return (
    <AreaPage
      messages="disciplines"
      width="5xl"
      actions={admin && <NewLink href="/disciplines/new">{t("new")}</NewLink>}
    >
      <DisciplinesTable canEdit={admin} />
    </AreaPage>
  );
}
