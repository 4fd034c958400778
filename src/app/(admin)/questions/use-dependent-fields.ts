"use client";

import { useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import { newAnswer, type AnswerValues, type QuestionValues } from "./form-values";

/** What may stay chosen for a school and a discipline. */
export type Fits = {
  groupIds: (schoolId: string | undefined, disciplineId: number | undefined) => ReadonlySet<string>;
  examIds: (disciplineId: number | undefined) => ReadonlySet<string>;
};

/**
 * What follows the user's change of school, discipline or type: groups and exams that no longer fit go, another
 * discipline's subjects start unchosen, and the answers take the type's shape. A content item has none: the ones it
 * drops are kept aside and come back with another type.
 */
export function useDependentFields(form: UseFormReturn<QuestionValues, unknown, unknown>, fits: Fits) {
  const latestFits = useRef(fits);
  const keptAnswers = useRef<AnswerValues[]>([]);
  const previousType = useRef(form.getValues("type"));
  useEffect(() => {
    latestFits.current = fits;
  });

  useEffect(() => {
    const { unsubscribe } = form.watch((values, { name, type }) => {
      if (type !== "change") return;
      if (name === "belongs_to.id" || name === "discipline_id") {
        const groupIds = latestFits.current.groupIds(values.belongs_to?.id, values.discipline_id);
        const examIds = latestFits.current.examIds(values.discipline_id);
        if (name === "discipline_id") {
          // Unchosen: the schema asks for a subject again.
          form.setValue("subject", undefined as unknown as QuestionValues["subject"]);
          form.setValue("other_subjects", []);
        }
        form.setValue(
          "question_to_groups",
          form
            .getValues("question_to_groups")
            ?.map((w) => ({ ...w, group_ids: w.group_ids.filter((id) => groupIds.has(id)) })),
        );
        form.setValue(
          "exams",
          form.getValues("exams")?.filter((e) => examIds.has(e.id)),
        );
      }
      if (name === "type" && values.type) {
        const from = previousType.current;
        previousType.current = values.type;
        const answers = form.getValues("answers");
        if (values.type === "CONTENT") {
          if (answers.length) keptAnswers.current = answers;
          form.setValue("answers", []);
          return;
        }
        const kept = answers.length ? answers : keptAnswers.current;
        const start = values.type === "MULTIPLE_CHOICE" ? [newAnswer(values.type), newAnswer(values.type)] : [];
        const next = kept.length ? kept : start;
        // A discursive answer is correct by definition: as options, which are correct is to be marked again.
        const correct = (a: AnswerValues) =>
          values.type === "DISCURSIVE" ? true : from === "DISCURSIVE" ? false : a.is_correct_answer;
        form.setValue(
          "answers",
          next.map((a) => ({ ...a, is_correct_answer: correct(a) })),
        );
      }
    });
    return unsubscribe;
  }, [form]);
}
