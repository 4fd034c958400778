"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { LoadState } from "@/components/form/load-state";
import { useTRPC } from "@/lib/trpc/client";
import { ExamForm } from "./exam-form";
import { newExamValues } from "./form-model";

/** The create form, once the user's groups (me.get) are known. */
export function CreateExam() {
  const t = useTranslations("exams");
  const trpc = useTRPC();
  const me = useQuery(trpc.me.get.queryOptions());
  // The default window starts at the next full hour from when the page opened.
  const [defaultValues] = useState(() => newExamValues(Date.now()));

  if (me.isPending || me.isError) return <LoadState pending={me.isPending} failed={t("loadOneFailed")} />;
  return <ExamForm defaultValues={defaultValues} questions={[]} groups={me.data.groups} schools={me.data.schools} />;
}
