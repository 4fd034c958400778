"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { messageOf } from "@/components/form/field-error";
import { AppForm } from "@/components/form/app-form";
import { FormAlert } from "@/components/form/form-alert";
import { selectOption } from "@/components/form/select-option";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { DateRangeField } from "./date-range-field";
import { DownloadStatus } from "./download-status";
import { FormatField } from "./format-field";
import { GroupsUsageOptions } from "./groups-usage-options";
import { ReportPreview } from "./report-preview";
import { hasDateRange, isReportKind, kindMessageKey, reportKinds, scopeOf } from "./report-kinds";
import { ScopeField, type ScopeOption } from "./scope-field";
import type { ReportFormValues } from "./report-form-schema";
import { useReportForm } from "./use-report-form";

type Props = { schools: { id: string; name: string }[]; groups: { id: string; name: string; school_id: string }[] };

/** Choose a report and its filters, then preview it or download it in a format. */
export function ReportForm({ schools, groups }: Props) {
  const t = useTranslations("reports");
  const report = useReportForm();
  const { form } = report;
  const values = useWatch({ control: form.control }) as Required<ReportFormValues>;
  const errors = form.formState.errors;
  const edit = { shouldDirty: true, shouldValidate: form.formState.isSubmitted } as const;
  const patch = (change: Partial<ReportFormValues>) => {
    for (const [key, value] of Object.entries(change)) form.setValue(key as keyof ReportFormValues, value, edit);
  };
  const busy = report.download.phase === "downloading";
  const schoolName = new Map(schools.map((s) => [s.id, s.name]));
  const groupOptions: ScopeOption[] = groups.map((g) => ({
    id: g.id,
    label: g.name,
    detail: schools.length > 1 ? schoolName.get(g.school_id) : undefined,
  }));
  const schoolOptions: ScopeOption[] = schools.map((s) => ({ id: s.id, label: s.name }));
  const kind = values.report;
  const usage = kind === "groups-usage";
  const kindKey = kindMessageKey[kind];
  const { field: scopeField, ...scope } =
    scopeOf(kind) === "groups"
      ? {
          field: "group_ids" as const,
          id: "report-groups",
          legend: t("groupsLegend"),
          hint: usage ? t("groupsHintRequired") : t("groupsHint"),
          emptyText: t("noGroups"),
          options: groupOptions,
        }
      : {
          field: "school_ids" as const,
          id: "report-schools",
          legend: t("schoolsLegend"),
          hint: t("schoolsHint"),
          emptyText: t("noSchools"),
          options: schoolOptions,
        };

  return (
    <div className="grid grid-cols-1 gap-6">
      <AppForm form={form} disabled={busy} onSubmit={report.startDownload} className="grid grid-cols-1 gap-6">
        <TitledCard title={t("settingsTitle")} className="grid gap-6">
          <div className="grid gap-2 sm:max-w-md">
            <Label htmlFor="report-kind">{t("reportLabel")}</Label>
            <Select
              id="report-kind"
              value={kind}
              disabled={busy}
              aria-describedby="report-kind-hint"
              onChange={(e) => isReportKind(e.target.value) && report.chooseReport(e.target.value)}
            >
              {reportKinds.map((k) => selectOption(k, t(`kinds.${kindMessageKey[k]}.label`)))}
            </Select>
            <p id="report-kind-hint" className="text-sm text-muted-foreground">
              {t(`kinds.${kindKey}.description`)}
            </p>
          </div>
          {hasDateRange(kind) && (
            <DateRangeField
              value={{ from: values.from, to: values.to }}
              onChange={patch}
              errors={{ from: messageOf(errors.from), to: messageOf(errors.to) }}
            />
          )}
          <ScopeField
            {...scope}
            value={values[scopeField]}
            onChange={(ids) => form.setValue(scopeField, ids, edit)}
            error={messageOf(errors[scopeField])}
          />
          {usage && (
            <GroupsUsageOptions
              showDisciplines={values.show_disciplines}
              showTeachers={values.show_teachers}
              name={values.name}
              onChange={patch}
              nameError={messageOf(errors.name)}
              disabled={busy}
            />
          )}
          <FormatField value={values.format} onChange={(format) => patch({ format })} />
        </TitledCard>

        <FormAlert />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" disabled={busy} onClick={report.showPreview}>
            {t("preview")}
          </Button>
          <Button type="submit" disabled={busy}>
            {t("download")}
          </Button>
          {busy && (
            <Button type="button" variant="ghost" onClick={report.cancelDownload}>
              {t("cancel")}
            </Button>
          )}
          <DownloadStatus state={report.download} />
        </div>
      </AppForm>
      {report.preview && <ReportPreview request={report.preview} />}
    </div>
  );
}
