"use client";

import { skipToken, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useController, useWatch, type DefaultValues } from "react-hook-form";
import { AppForm } from "@/components/form/app-form";
import { CheckboxGroup } from "@/components/form/checkbox-group";
import { messageOf } from "@/components/form/field-error";
import { fieldsOf } from "@/components/form/fields-of";
import { FormAlert } from "@/components/form/form-alert";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/card";
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

const { TextField } = fieldsOf<QuestionValues>();

/** An optional number: emptied, it is null. */
const optionalNumber = (text: string) => (text === "" ? null : Number(text));

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
  const preview = (key: "description" | "solution" | "studyOrientation" | "hint") => ({
    label: t(`form.${key}`),
    previewLabel: t(`form.${key}Preview`),
  });

  return (
    <AppForm form={form} idPrefix="question" busy={saving} disabled={saving} onSubmit={submit} className="grid gap-6">
      <TitledCard title={t("form.classificationTitle")}>
        <ClassificationFields
          options={options}
          subjects={detail.data?.subjects}
          hasDiscipline={Boolean(disciplineId)}
          type={type}
        />
      </TitledCard>

      <TitledCard title={t("form.sourceTitle")} className="grid gap-5 sm:grid-cols-2">
        <TextField name="source" label={t("form.source")} hint={t("form.sourceHint")} maxLength={300} />
        <TextField
          name="source_edition"
          id="question-source-edition"
          label={t("form.sourceEdition")}
          maxLength={300}
          optional
        />
        <TextField
          name="source_question_number"
          id="question-source-number"
          label={t("form.sourceQuestionNumber")}
          type="number"
          min={0}
          max={1_000_000}
          step={1}
          inputMode="numeric"
          parse={optionalNumber}
        />
        <TextField
          name="source_edition_observation"
          id="question-source-observation"
          label={t("form.sourceEditionObservation")}
          maxLength={2000}
          optional
        />
      </TitledCard>

      <TitledCard title={t("form.contentTitle")} className="grid gap-6">
        <MarkdownField
          name="description"
          {...preview("description")}
          rows={8}
          hint={t("form.markdownHint")}
          media={{ schoolId }}
        />
        {type !== "CONTENT" && <AnswersEditor type={type} schoolId={schoolId} />}
        <MarkdownField name="solution" {...preview("solution")} optional media={{ schoolId }} />
        <MarkdownField name="study_orientation" {...preview("studyOrientation")} rows={3} optional />
        <MarkdownField name="hint" {...preview("hint")} rows={3} optional />
      </TitledCard>

      <TitledCard title={t("form.availabilityTitle")} description={t("form.availabilityHint")} className="grid gap-6">
        <GroupsEditor
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
      </TitledCard>

      <FormAlert />
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? t("form.saving") : t("form.save")}
        </Button>
      </div>
    </AppForm>
  );
}
