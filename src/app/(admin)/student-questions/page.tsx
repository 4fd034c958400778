import { openPage } from "@/server/trpc/open-page";
import { unansweredStatuses } from "@/server/home/home-numbers";
import { AreaPage } from "../_page/area-page";
import { StudentQuestionsBrowser } from "./student-questions-browser";

/** The students' questions of the caller's groups (docs/student-questions.md); each opens its read-only page. */
export default async function StudentQuestionsPage() {
  await openPage("studentQuestions.list");
  return (
    <AreaPage messages="studentQuestions" width="7xl" suspense>
      <StudentQuestionsBrowser unanswered={unansweredStatuses.join(",")} />
    </AreaPage>
  );
}
