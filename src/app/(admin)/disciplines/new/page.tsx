import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { openPage } from "@/server/trpc/open-page";
import { CreateDiscipline } from "../create-discipline";

export default async function NewDisciplinePage() {
  // Staff who may not create disciplines go back to the list, which a student may not open either.
  await openPage("disciplines.create", "/disciplines");
  const t = await getTranslations("disciplines");
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader back={{ href: "/disciplines", label: t("backToList") }} title={t("newTitle")} />
      <CreateDiscipline />
    </div>
  );
}
