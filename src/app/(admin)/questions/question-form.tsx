"use client";

import { skipToken, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useController, useWatch, type DefaultValues } from "react-hook-form";
import { CheckboxGroup } from "@/components/form/checkbox-group";
import { messageOf } from "@/components/form/field-error";
import { FormAlert } from "@/components/form/form-alert";
import { TextField } from "@/components/form/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc/client";
import type { QuestionOutput } from "@/server/questions-db/schema";
import { AnswersEditor } from "./answers-editor";
import { ClassificationFields } from "./classification-fields";
import type { QuestionValues } from "./form-values";
import { GroupsEditor } from "./groups-editor";
import { MarkdownField } from "./markdown-field";
import type { FormOptions } from "./question-editor";
import { useDependentFields } from "./use-dependent-fields";
import { useQuestionForm } from "./use-question-form";

type Props = {
  options: FormOptions;
  questionId?: string;
  defaultValues: DefaultValues<QuestionValues>;
  valuesOf: (question: QuestionOutput) => QuestionValues;
  /** The zone of a school's dates (docs/time.md). */
  timeZoneOf: (schoolId: string | undefined) => string;
};

/** An optional text: emptied, it is null. */
const optionalText = (text: string) => (text === "" ? null : text);

/** Create (no `questionId`) and edit in one form; every markdown field has a live preview beside it. */
export function QuestionForm({ options, questionId, defaultValues, valuesOf, timeZoneOf }: Props) {
  const t = useTranslations("questions");
  const trpc = useTRPC();
  const { form, saving, submit } = useQuestionForm({ questionId, defaultValues, valuesOf });
  const { control } = form;
  const [schoolId, disciplineId, type] = useWatch({ control, name: ["belongs_to.id", "discipline_id", "type"] });
  const detail = useQuery(trpc.disciplines.get.queryOptions(disciplineId ? { id: disciplineId } : skipToken));
  const groupsFor = (school: string | undefined, discipline: number | undefined) =>
    options.groups.filter((g) => g.school_id === school && discipline && g.discipline_ids.includes(discipline));
  const examsFor = (discipline: number | undefined) =>
    options.exams.filter((e) => discipline && e.discipline_ids.includes(discipline));
  useDependentFields(form, {
    groupIds: (school, discipline) => new Set(groupsFor(school, discipline).map((g) => g.id)),
    examIds: (discipline) => new Set(examsFor(discipline).map((e) => e.id)),
  });
  const exams = examsFor(disciplineId);
  const {
    field: { value: chosenExams, onChange: onExamsChange },
    fieldState: examsState,
  } = useController({ control, name: "exams" });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-busy={saving || undefined}>
      <Card>
        <CardHeader>
          <CardTitle>{t("form.classificationTitle")}</CardTitle>
        </CardHeader>
        <CardContent>
          <ClassificationFields
            control={control}
            options={options}
            subjects={detail.data?.subjects}
            hasDiscipline={Boolean(disciplineId)}
            type={type}
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
            control={control}
            name="source"
            id="question-source"
            label={t("form.source")}
            hint={t("form.sourceHint")}
            maxLength={300}
            disabled={saving}
          />
          <TextField
            control={control}
            name="source_edition"
            id="question-source-edition"
            label={t("form.sourceEdition")}
            maxLength={300}
            parse={optionalText}
            disabled={saving}
          />
          <TextField
            control={control}
            name="source_question_number"
            id="question-source-number"
            label={t("form.sourceQuestionNumber")}
            type="number"
            min={0}
            max={1_000_000}
            step={1}
            inputMode="numeric"
            parse={(text) => (text === "" ? null : Number(text))}
            disabled={saving}
          />
          <TextField
            control={control}
            name="source_edition_observation"
            id="question-source-observation"
            label={t("form.sourceEditionObservation")}
            maxLength={2000}
            parse={optionalText}
            disabled={saving}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("form.contentTitle")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <MarkdownField
            control={control}
            name="description"
            id="question-description"
            label={t("form.description")}
            previewLabel={t("form.descriptionPreview")}
            rows={8}
            hint={t("form.markdownHint")}
            disabled={saving}
            media={{ schoolId }}
          />
          {type !== "CONTENT" && <AnswersEditor control={control} type={type} disabled={saving} schoolId={schoolId} />}
          <MarkdownField
            control={control}
            name="solution"
            id="question-solution"
            label={t("form.solution")}
            previewLabel={t("form.solutionPreview")}
            optional
            disabled={saving}
            media={{ schoolId }}
          />
          <MarkdownField
            control={control}
            name="study_orientation"
            id="question-study_orientation"
            label={t("form.studyOrientation")}
            previewLabel={t("form.studyOrientationPreview")}
            rows={3}
            optional
            disabled={saving}
          />
          <MarkdownField
            control={control}
            name="hint"
            id="question-hint"
            label={t("form.hint")}
            previewLabel={t("form.hintPreview")}
            rows={3}
            optional
            disabled={saving}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("form.availabilityTitle")}</CardTitle>
          <CardDescription>{t("form.availabilityHint")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <GroupsEditor
            control={control}
            groups={groupsFor(schoolId, disciplineId)}
            timeZone={timeZoneOf(schoolId)}
            disabled={saving || !disciplineId}
          />
          <CheckboxGroup
            id="question-exams"
            legend={t("form.exams")}
            hint={exams.length ? t("form.examsHint") : t("form.noExams")}
            options={exams.map((e) => ({ value: e.id, label: e.name }))}
            value={(chosenExams ?? []).map((e) => e.id)}
            onChange={(ids) => onExamsChange(ids.map((id) => ({ id })))}
            error={messageOf(examsState.error)}
            disabled={saving}
          />
        </CardContent>
      </Card>

      <FormAlert control={control} />
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? t("form.saving") : t("form.save")}
        </Button>
      </div>
    </form>
  );
}
