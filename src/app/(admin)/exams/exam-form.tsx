"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { AppForm } from "@/components/form/app-form";
import { fieldsOf } from "@/components/form/fields-of";
import { FormAlert } from "@/components/form/form-alert";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc/client";
import { ChosenQuestions } from "./chosen-questions";
import { EmptyExamDialog } from "./empty-exam-dialog";
import type { ChosenQuestion, ExamValues, MyGroup } from "./form-model";
import { GroupRows } from "./group-rows";
import { QuestionPicker } from "./question-picker";
import { useExamForm } from "./use-exam-form";
import { useExamTimeZone } from "./use-exam-time-zone";

type School = { id: string; name: string; time_zone: string };
type Props = {
  examId?: string;
  defaultValues: ExamValues;
  questions: ChosenQuestion[];
  groups: MyGroup[];
  schools: School[];
  /** Assignments of the exam to groups outside the user's access: kept as they are. */
  hiddenGroups?: number;
};

const { TextField } = fieldsOf<ExamValues>();

/** Create (no examId) and edit in one form: details, ordered questions, and group assignments. */
export function ExamForm({ examId, defaultValues, questions, groups, schools, hiddenGroups = 0 }: Props) {
  const t = useTranslations("exams");
  const trpc = useTRPC();
  const form = useExamForm({ examId, defaultValues, questions, groups });
  const timeZone = useExamTimeZone({ ...form, groups, schools });
  const disciplines = useQuery(trpc.disciplines.list.queryOptions());
  const disciplineNames = new Map((disciplines.data ?? []).map((d) => [d.id, d.name]));
  const questionErrors = form.errors.question_ids;

  return (
    <AppForm form={form.form} idPrefix="exam" busy={form.saving} onSubmit={form.submit} className="grid gap-6">
      <TitledCard title={t("detailsTitle")} className="grid gap-5">
        <TextField name="name" label={t("nameLabel")} />
        <TextField name="description" rows={3} label={t("descriptionLabel")} />
      </TitledCard>

      <TitledCard
        title={t("groupsTitle")}
        description={`${t("groupsHint")} ${t("windowTimeZone", { zone: timeZone })}`}
        className="grid gap-4"
      >
        {hiddenGroups > 0 && (
          <p className="text-sm text-muted-foreground">{t("hiddenGroups", { count: hiddenGroups })}</p>
        )}
        <GroupRows groups={groups} schools={schools} timeZone={timeZone} disciplineNames={disciplineNames} />
      </TitledCard>

      <TitledCard title={t("questionsTitle")} description={t("questionsHint")} className="grid gap-6">
        <ChosenQuestions
          questions={form.questions}
          warnings={form.warnings}
          error={questionErrors?.message ?? questionErrors?.root?.message}
          errorAt={(index) => questionErrors?.[index]?.message}
          onMove={form.questionActions.move}
          onRemove={form.questionActions.remove}
        />
        <QuestionPicker
          chosenIds={form.questions.map((q) => q.id)}
          disciplines={disciplines.data ?? []}
          onAdd={form.questionActions.add}
        />
      </TitledCard>

      <FormAlert />
      <div>
        <Button type="submit" disabled={form.saving}>
          {form.saving ? t("saving") : t("save")}
        </Button>
      </div>
      {form.emptyQuestion.open && (
        <EmptyExamDialog onSave={form.emptyQuestion.save} onClose={form.emptyQuestion.close} />
      )}
    </AppForm>
  );
}
