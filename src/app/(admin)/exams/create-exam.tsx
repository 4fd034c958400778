"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { WithMe } from "@/components/form/with-me";
import { ExamForm } from "./exam-form";
import { newExamValues } from "./form-model";

/** The create form, once the user's groups (me.get) are known. */
export function CreateExam() {
  const t = useTranslations("exams");
  // The default window starts at the next full hour from when the page opened.
  const [defaultValues] = useState(() => newExamValues(Date.now()));

  return (
    <WithMe failed={t("loadOneFailed")}>
      {(me) => <ExamForm defaultValues={defaultValues} questions={[]} groups={me.groups} schools={me.schools} />}
    </WithMe>
  );
}
