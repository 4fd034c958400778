"use client";

import { skipToken, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc/client";
import type { QuestionOutput } from "@/server/questions-db/schema";
import { CheckboxGroup } from "../disciplines/checkbox-group";
import { AnswersEditor } from "./answers-editor";
import { ClassificationFields } from "./classification-fields";
import { TextField } from "./fields";
import type { FormValues } from "./form-values";
import { GroupsEditor } from "./groups-editor";
import { MarkdownField } from "./markdown-field";
import type { FormOptions } from "./question-editor";
import { useQuestionForm } from "./use-question-form";

type Props = {
  options: FormOptions;
  questionId?: string;
  initial: FormValues;
  initialStatus: string | null;
  fromQuestion: (question: QuestionOutput) => FormValues;
};

/** Create (no `questionId`) and edit in one form; every markdown field has a live preview beside it. */
export function QuestionForm({ options, questionId, initial, initialStatus, fromQuestion }: Props) {
  const t = useTranslations("questions");
  const trpc = useTRPC();
  const form = useQuestionForm({ questionId, initial, schools: options.schools, initialStatus, fromQuestion });
  const { values, set, errorsOf, saving } = form;
  const disciplineId = Number(values.discipline_id) || 0;
  const detail = useQuery(trpc.disciplines.get.queryOptions(disciplineId ? { id: disciplineId } : skipToken));
  const groupsFor = (schoolId: string, discipline: number) =>
    options.groups.filter((g) => g.school_id === schoolId && g.discipline_ids.includes(discipline));
  const examsFor = (discipline: number) => options.exams.filter((e) => e.discipline_ids.includes(discipline));
  const groups = groupsFor(values.school_id, disciplineId);
  const exams = examsFor(disciplineId);

  /** Groups and exams that no longer fit the school or discipline are dropped with it. */
  function changeScope(schoolId: string, discipline: string) {
    const allowed = new Set(groupsFor(schoolId, Number(discipline)).map((g) => g.id));
    const examIds = new Set(examsFor(Number(discipline)).map((e) => e.id));
    const sameDiscipline = discipline === values.discipline_id;
    set({
      school_id: schoolId,
      discipline_id: discipline,
      ...(sameDiscipline ? {} : { subject: "", new_subject: "", other_subject_ids: [] }),
      windows: values.windows.map((w) => ({ ...w, group_ids: w.group_ids.filter((id) => allowed.has(id)) })),
      exam_ids: values.exam_ids.filter((id) => examIds.has(id)),
    });
  }

  const markdown = (
    field: "description" | "solution" | "study_orientation" | "hint",
    label: string,
    previewLabel: string,
    rows?: number,
    hint?: string,
  ) => (
    <MarkdownField
      id={`question-${field}`}
      label={label}
      previewLabel={previewLabel}
      value={values[field]}
      onChange={(v) => set({ [field]: v })}
      errors={errorsOf(field)}
      rows={rows}
      hint={hint}
      disabled={saving}
    />
  );

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-6" aria-busy={saving || undefined}>
      <Card>
        <CardHeader>
          <CardTitle>{t("form.classificationTitle")}</CardTitle>
        </CardHeader>
        <CardContent>
          <ClassificationFields
            options={options}
            subjects={detail.data?.subjects}
            values={values}
            set={set}
            onScopeChange={changeScope}
            errorsOf={errorsOf}
            disabled={saving}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("form.sourceTitle")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="question-source"
            label={t("form.source")}
            hint={t("form.sourceHint")}
            value={values.source}
            maxLength={300}
            onChange={(e) => set({ source: e.target.value })}
            errors={errorsOf("source")}
            disabled={saving}
          />
          <TextField
            id="question-source-edition"
            label={t("form.sourceEdition")}
            value={values.source_edition}
            maxLength={300}
            onChange={(e) => set({ source_edition: e.target.value })}
            errors={errorsOf("source_edition")}
            disabled={saving}
          />
          <TextField
            id="question-source-number"
            label={t("form.sourceQuestionNumber")}
            type="number"
            min={0}
            max={1_000_000}
            step={1}
            inputMode="numeric"
            value={values.source_question_number}
            onChange={(e) => set({ source_question_number: e.target.value })}
            errors={errorsOf("source_question_number")}
            disabled={saving}
          />
          <TextField
            id="question-source-observation"
            label={t("form.sourceEditionObservation")}
            value={values.source_edition_observation}
            maxLength={2000}
            onChange={(e) => set({ source_edition_observation: e.target.value })}
            errors={errorsOf("source_edition_observation")}
            disabled={saving}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("form.contentTitle")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          {markdown("description", t("form.description"), t("form.descriptionPreview"), 8, t("form.markdownHint"))}
          {values.type !== "CONTENT" && (
            <AnswersEditor
              type={values.type}
              answers={values.answers}
              onChange={(answers) => set({ answers })}
              errorsOf={errorsOf}
              disabled={saving}
            />
          )}
          {markdown("solution", t("form.solution"), t("form.solutionPreview"))}
          {markdown("study_orientation", t("form.studyOrientation"), t("form.studyOrientationPreview"), 3)}
          {markdown("hint", t("form.hint"), t("form.hintPreview"), 3)}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("form.availabilityTitle")}</CardTitle>
          <CardDescription>{t("form.availabilityHint")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <GroupsEditor
            groups={groups}
            windows={values.windows}
            timeZone={form.timeZone}
            onChange={(windows) => set({ windows })}
            errorsOf={errorsOf}
            disabled={saving || !disciplineId}
          />
          <CheckboxGroup
            id="question-exams"
            legend={t("form.exams")}
            hint={exams.length ? t("form.examsHint") : t("form.noExams")}
            options={exams.map((e) => ({ value: e.id, label: e.name }))}
            value={values.exam_ids}
            onChange={(exam_ids) => set({ exam_ids })}
            error={errorsOf("exams")?.join(" ")}
            disabled={saving}
          />
        </CardContent>
      </Card>

      {(form.serverError || Object.keys(form.errors).length > 0) && (
        <Alert variant="destructive" role="alert" tabIndex={-1} data-error-summary>
          <AlertDescription>
            <p>{form.serverError?.message ?? t("form.fixErrors")}</p>
            {form.serverError && form.serverError.issues.length > 0 && (
              <>
                <p>{t("form.serverIssues")}</p>
                <ul className="list-disc pl-5">
                  {form.serverError.issues.map((issue, i) => (
                    <li key={i}>{issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message}</li>
                  ))}
                </ul>
              </>
            )}
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={saving}>
          {saving ? t("form.saving") : t("form.save")}
        </Button>
        <p role="status" className="text-sm font-medium">
          {form.status}
        </p>
      </div>
    </form>
  );
}
