import { openPage } from "@/server/trpc/open-page";
import { RecordPage } from "../../_page/area-page";
import { CreateDiscipline } from "../create-discipline";

export default async function NewDisciplinePage() {
  // Staff who may not create disciplines go back to the list, which a student may not open either.
  await openPage("disciplines.create", "/disciplines");
  return (
    <RecordPage messages="disciplines" width="4xl" title="newTitle">
      <CreateDiscipline />
    </RecordPage>
  );
}
