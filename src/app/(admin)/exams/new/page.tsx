import { openPage } from "@/server/trpc/open-page";
import { RecordPage } from "../../_page/area-page";
import { CreateExam } from "../create-exam";

export default async function NewExamPage() {
  await openPage("exams.create");
  return (
    <RecordPage messages="exams" width="5xl" title="newTitle">
      <CreateExam />
    </RecordPage>
  );
}
