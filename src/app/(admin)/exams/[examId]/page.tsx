import { examIdParam } from "@/server/exams/schema";
import { openPage } from "@/server/trpc/open-page";
import { RecordPage } from "../../_page/area-page";
import { copyableRecord, type CopyableRoute } from "../../_page/copyable-record";
import { foundOrNotFound } from "../../_page/found-or-not-found";
import { EditExam } from "../edit-exam";

export default async function ExamPage(route: CopyableRoute<{ examId: string }>) {
  const { api } = await openPage("exams.get");
  const { id, copyOf } = await copyableRecord(examIdParam, "examId", route);
  await foundOrNotFound(api.exams.get({ examId: id }));
  return (
    <RecordPage messages="exams" width="5xl">
      <EditExam examId={id} copyOf={copyOf} />
    </RecordPage>
  );
}
