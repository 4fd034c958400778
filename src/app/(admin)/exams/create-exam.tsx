"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { useTRPC } from "@/lib/trpc/client";
import { ExamForm } from "./exam-form";
import { newExamValues } from "./form-model";

/** The create form, once the user's groups (me.get) are known. */
export function CreateExam() {
  const t = useTranslations("exams");
  const tCommon = useTranslations("common");
  const trpc = useTRPC();
  const me = useQuery(trpc.me.get.queryOptions());
  // The default window starts at the next full hour from when the page opened.
  const [defaultValues] = useState(() => newExamValues(Date.now()));

  if (me.isPending) return <p className="text-sm text-muted-foreground">{tCommon("loading")}</p>;
  if (me.isError)
    return (
      <Alert variant="destructive" role="alert">
        <AlertDescription>{t("loadOneFailed")}</AlertDescription>
      </Alert>
    );
  return <ExamForm defaultValues={defaultValues} questions={[]} groups={me.data.groups} schools={me.data.schools} />;
}
