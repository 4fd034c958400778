"use client";

import { useMemo, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useSchoolTimeZone, type ZonedSchool } from "@/lib/time/use-school-time-zone";
import { useTRPC } from "@/lib/trpc/client";
import { examInput } from "@/server/exams/schema";
import { serverError, serverFieldErrors, toFieldErrors, type FieldErrors, type ServerError } from "./form-errors";
import {
  disciplineWarnings,
  emptyRow,
  examSchoolId,
  mixedSchoolRows,
  move,
  rezoneRows,
  toExamInput,
  type ChosenQuestion,
  type ExamValues,
  type GroupRow,
  type MyGroup,
} from "./form-model";

type Options = {
  /** Absent: create. */
  examId?: string;
  initial: ExamValues;
  groups: MyGroup[];
  /** The user's schools, with their zones. */
  schools: ZonedSchool[];
  /** The school the exam was saved in; absent: create. */
  schoolId?: string;
  initialStatus?: string | null;
};

const without = (errors: FieldErrors, prefix: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith(prefix)));

/** State and submit of the exam form: examInput and the discipline rule are checked before anything is sent. */
export function useExamForm({ examId, initial, groups, schools, schoolId, initialStatus = null }: Options) {
  const t = useTranslations("exams");
  const tErrors = useTranslations("errors");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ServerError | null>(null);
  const [status, setStatus] = useState<string | null>(initialStatus);
  const [saving, setSaving] = useState(false);
  const create = useMutation(trpc.exams.create.mutationOptions());
  const update = useMutation(trpc.exams.update.mutationOptions());
  const groupsById = useMemo(() => new Map(groups.map((g) => [g.id, g])), [groups]);
  const warnings = useMemo(() => disciplineWarnings(values, groupsById), [values, groupsById]);
  const zoneOf = useSchoolTimeZone(schools);
  const zoneOfValues = (v: ExamValues) => zoneOf(examSchoolId(v, groupsById, schoolId));
  /** The windows are typed and shown in the exam's school's zone, whatever the browser's. */
  const timeZone = zoneOfValues(values);

  const edit = (change: (v: ExamValues) => ExamValues) => {
    // Groups of a school in another zone: the windows keep the wall clock they show.
    setValues((v) => {
      const next = change(v);
      return { ...next, rows: rezoneRows(next.rows, zoneOfValues(v), zoneOfValues(next)) };
    });
    setStatus(null);
  };
  const actions = {
    setName: (name: string) => edit((v) => ({ ...v, name })),
    setDescription: (description: string) => edit((v) => ({ ...v, description })),
    addRow: () => edit((v) => ({ ...v, rows: [...v.rows, emptyRow(Date.now())] })),
    removeRow: (index: number) => {
      edit((v) => ({ ...v, rows: v.rows.filter((_, i) => i !== index) }));
      setErrors((e) => without(e, "rows."));
    },
    updateRow: (index: number, patch: Partial<GroupRow>) =>
      edit((v) => ({ ...v, rows: v.rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) })),
    addQuestion: (question: ChosenQuestion) =>
      edit((v) =>
        v.questions.some((q) => q.id === question.id) ? v : { ...v, questions: [...v.questions, question] },
      ),
    removeQuestion: (id: string) => {
      edit((v) => ({ ...v, questions: v.questions.filter((q) => q.id !== id) }));
      setErrors((e) => without(e, "questions."));
    },
    moveQuestion: (from: number, to: number) => {
      edit((v) => ({ ...v, questions: move(v.questions, from, to) }));
      setErrors((e) => without(e, "questions."));
    },
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setStatus(null);
    setFailure(null);
    const parsed = examInput.safeParse(toExamInput(values));
    const found: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error.issues, t);
    for (const index of mixedSchoolRows(values, groupsById))
      found[`rows.${index}.group_ids`] ??= t("errors.mixedSchools");
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) {
      setFormError(t("errors.fixFields"));
      return;
    }
    if (warnings.size > 0) {
      setFormError(t("errors.disciplineBlock"));
      return;
    }
    setFormError(null);
    setSaving(true);
    let leaving = false;
    try {
      if (examId) {
        await update.mutateAsync({ examId, data: parsed.data });
        setStatus(t("saved"));
      } else {
        const created = await create.mutateAsync(parsed.data);
        leaving = true;
        router.push(`/exams/${created.id}?saved=1`);
      }
      await queryClient.invalidateQueries(trpc.exams.pathFilter());
    } catch (error) {
      setErrors(serverFieldErrors(error, tErrors));
      setFailure(serverError(error, t, tErrors));
    } finally {
      // Stays busy while navigating to the new exam, so it cannot be created twice.
      if (!leaving) setSaving(false);
    }
  }

  return { values, errors, formError, failure, status, saving, warnings, groupsById, timeZone, actions, submit };
}

export type ExamForm = ReturnType<typeof useExamForm>;
