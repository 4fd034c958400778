import { openPage } from "@/server/trpc/open-page";
import { RecordPage } from "../../_page/area-page";
import { CreateDiscipline } from "../create-discipline";

export default async function NewDisciplinePage() {
  await openPage("disciplines.create");
  return (
    <RecordPage messages="disciplines" width="4xl" title="newTitle">
      <CreateDiscipline />
    </RecordPage>
  );
}
