"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useTRPC } from "@/lib/trpc/client";
import { questionInput, type QuestionOutput } from "@/server/questions-db/schema";
import { serverFieldErrors, toFieldErrors, type FieldErrors } from "./form-errors";
import { NEW_SUBJECT, ruleIssues, valuesToCandidate, type FormValues } from "./form-values";
import { serverErrorMessage, serverIssues, type ServerIssue } from "./server-error";

export type FormErrorsOf = (key: string) => string[] | undefined;

type Options = {
  /** Absent: create. */
  questionId?: string;
  initial: FormValues;
  initialStatus: string | null;
  /** Form values for the question as saved (an update answers with it). */
  fromQuestion: (question: QuestionOutput) => FormValues;
};

const invalidControls = 'input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"]';

/** State and submit of the question form: validated with `questionInput`, then created or updated. */
export function useQuestionForm({ questionId, initial, initialStatus, fromQuestion }: Options) {
  const t = useTranslations("questions");
  const tErrors = useTranslations("errors");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<{ message: string; issues: ServerIssue[] } | null>(null);
  const [status, setStatus] = useState(initialStatus);
  /** Created: stays busy while the editor of the new question opens, so it cannot be created twice. */
  const [leaving, setLeaving] = useState(false);
  const create = useMutation(trpc.questions.create.mutationOptions());
  const update = useMutation(trpc.questions.update.mutationOptions());
  const saving = create.isPending || update.isPending || leaving;

  const set = (change: Partial<FormValues>) => setValues((v) => ({ ...v, ...change }));
  const errorsOf: FormErrorsOf = (key) => errors[key];

  /** After the errors render: the first invalid field, else the error summary. */
  function focusFirstError(form: HTMLFormElement) {
    requestAnimationFrame(() =>
      (
        form.querySelector<HTMLElement>(invalidControls) ?? form.querySelector<HTMLElement>("[data-error-summary]")
      )?.focus(),
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    setStatus(null);
    setServerError(null);
    const parsed = questionInput.safeParse(valuesToCandidate(values));
    if (!parsed.success) {
      setErrors(
        toFieldErrors([...parsed.error.issues, ...ruleIssues(values)], t, {
          subjectIsNew: values.subject === NEW_SUBJECT,
          errors: tErrors,
        }),
      );
      focusFirstError(form);
      return;
    }
    setErrors({});
    try {
      const written = questionId
        ? await update.mutateAsync({ questionId, data: parsed.data })
        : await create.mutateAsync(parsed.data);
      // A subject given by name now exists: the discipline's subject list changed.
      if (typeof parsed.data.subject === "string") void queryClient.invalidateQueries(trpc.disciplines.pathFilter());
      void queryClient.invalidateQueries(trpc.questions.pathFilter());
      if (!questionId) {
        setLeaving(true);
        router.push(`/questions/${written.id}?saved=1`);
        return;
      }
      setValues(fromQuestion(written));
      setStatus(t("saved"));
    } catch (error) {
      const issues = serverIssues(error, tErrors);
      setErrors(serverFieldErrors(issues));
      setServerError({ message: serverErrorMessage(error, t, tErrors), issues });
      focusFirstError(form);
    }
  }

  return { values, set, errors, errorsOf, serverError, status, saving, submit };
}
