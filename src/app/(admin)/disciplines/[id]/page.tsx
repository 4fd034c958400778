import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { disciplineIdParam } from "@/server/disciplines/schema";
import { openPage } from "@/server/trpc/open-page";
import { EditDiscipline } from "../edit-discipline";

type Props = { params: Promise<{ id: string }> };

export default async function DisciplinePage({ params }: Props) {
  const { can, scope } = await openPage("disciplines.get");
  const { id } = await params;
  const parsed = disciplineIdParam.safeParse({ id });
  if (!parsed.success) notFound();
  const t = await getTranslations("disciplines");
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader back={{ href: "/disciplines", label: t("backToList") }} />
      <EditDiscipline id={parsed.data.id} admin={can("disciplines.update")} allSchools={scope.all} />
    </div>
  );
}
