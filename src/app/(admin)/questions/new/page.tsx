import { openPage } from "@/server/trpc/open-page";
import { RecordPage } from "../../_page/area-page";
import { QuestionEditor } from "../question-editor";

export default async function NewQuestionPage() {
  await openPage("questions.create");
  return (
    <RecordPage messages="questions" width="6xl" title="newTitle">
      <QuestionEditor />
    </RecordPage>
  );
}
