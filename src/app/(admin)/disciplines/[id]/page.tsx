import { notFound } from "next/navigation";
import { disciplineIdParam } from "@/server/disciplines/schema";
import { openPage } from "@/server/trpc/open-page";
import { RecordPage } from "../../_page/area-page";
import { foundOrNotFound } from "../../_page/found-or-not-found";
import { EditDiscipline } from "../edit-discipline";

type Props = { params: Promise<{ id: string }> };

export default async function DisciplinePage({ params }: Props) {
  const { api, can, scope } = await openPage("disciplines.get");
  const { id } = await params;
  const parsed = disciplineIdParam.safeParse({ id });
  if (!parsed.success) notFound();
  await foundOrNotFound(api.disciplines.get(parsed.data));
  return (
    <RecordPage messages="disciplines" width="4xl">
      <EditDiscipline id={parsed.data.id} admin={can("disciplines.update")} allSchools={scope.all} />
    </RecordPage>
  );
}
