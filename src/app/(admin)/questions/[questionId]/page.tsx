import { questionIdParam } from "@/server/questions-db/schema";
import { openPage } from "@/server/trpc/open-page";
import { RecordPage } from "../../_page/area-page";
import { copyableRecord, type CopyableRoute } from "../../_page/copyable-record";
import { foundOrNotFound } from "../../_page/found-or-not-found";
import { QuestionEditor } from "../question-editor";

export default async function EditQuestionPage(route: CopyableRoute<{ questionId: string }>) {
  const { api } = await openPage("questions.get");
  const { id, copyOf } = await copyableRecord(questionIdParam, "questionId", route);
  await foundOrNotFound(api.questions.get({ questionId: id }));
  return (
    <RecordPage messages="questions" width="6xl" title="editTitle">
      <QuestionEditor questionId={id} copyOf={copyOf} />
    </RecordPage>
  );
}
