"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useTRPC } from "@/lib/trpc/client";
import { ChosenQuestions } from "./chosen-questions";
import type { ExamValues, MyGroup } from "./form-model";
import { GroupRows } from "./group-rows";
import { QuestionPicker } from "./question-picker";
import { useExamForm } from "./use-exam-form";

type School = { id: string; name: string; time_zone: string };
type Props = {
  examId?: string;
  initial: ExamValues;
  groups: MyGroup[];
  schools: School[];
  /** The school the exam was saved in; absent: create. */
  schoolId?: string;
  /** Assignments of the exam to groups outside the user's access: kept as they are. */
  hiddenGroups?: number;
  initialStatus?: string | null;
};

const fieldError = (id: string, error: string | undefined) =>
  error ? (
    <p id={`${id}-error`} className="text-sm text-destructive">
      {error}
    </p>
  ) : null;

/** Create (no examId) and edit in one form: details, ordered questions, and group assignments. */
export function ExamForm({ examId, initial, groups, schools, schoolId, hiddenGroups = 0, initialStatus }: Props) {
  const t = useTranslations("exams");
  const trpc = useTRPC();
  const form = useExamForm({ examId, initial, groups, schools, schoolId, initialStatus });
  const { values, errors, actions } = form;
  const disciplines = useQuery(trpc.disciplines.list.queryOptions());
  const disciplineNames = new Map((disciplines.data ?? []).map((d) => [d.id, d.name]));

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-6" aria-busy={form.saving || undefined}>
      <Card>
        <CardHeader>
          <CardTitle>{t("detailsTitle")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor="exam-name">{t("nameLabel")}</Label>
            <Input
              id="exam-name"
              value={values.name}
              autoComplete="off"
              onChange={(e) => actions.setName(e.target.value)}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? "exam-name-error" : undefined}
            />
            {fieldError("exam-name", errors.name)}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="exam-description">{t("descriptionLabel")}</Label>
            <textarea
              id="exam-description"
              rows={3}
              value={values.description}
              onChange={(e) => actions.setDescription(e.target.value)}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? "exam-description-error" : undefined}
              className="w-full rounded-md border border-input bg-transparent px-3 py-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive"
            />
            {fieldError("exam-description", errors.description)}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("groupsTitle")}</CardTitle>
          <CardDescription>{t("groupsHint")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {hiddenGroups > 0 && (
            <p className="text-sm text-muted-foreground">{t("hiddenGroups", { count: hiddenGroups })}</p>
          )}
          <GroupRows
            rows={values.rows}
            groups={groups}
            schools={schools}
            timeZone={form.timeZone}
            disciplineNames={disciplineNames}
            errors={errors}
            actions={actions}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("questionsTitle")}</CardTitle>
          <CardDescription>{t("questionsHint")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <ChosenQuestions questions={values.questions} warnings={form.warnings} errors={errors} actions={actions} />
          <QuestionPicker
            chosenIds={values.questions.map((q) => q.id)}
            disciplines={disciplines.data ?? []}
            onAdd={actions.addQuestion}
          />
        </CardContent>
      </Card>

      {form.formError && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{form.formError}</AlertDescription>
        </Alert>
      )}
      {form.failure && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{form.failure.message}</AlertTitle>
          {form.failure.issues.length > 0 && (
            <AlertDescription>
              <ul className="list-disc pl-5">
                {form.failure.issues.map((issue) => (
                  <li key={issue}>{issue}</li>
                ))}
              </ul>
            </AlertDescription>
          )}
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={form.saving}>
          {form.saving ? t("saving") : t("save")}
        </Button>
        <p role="status" className="text-sm font-medium">
          {form.status}
        </p>
      </div>
    </form>
  );
}
