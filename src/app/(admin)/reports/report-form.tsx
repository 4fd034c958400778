"use client";

import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { DateRangeField } from "./date-range-field";
import { DownloadStatus } from "./download-status";
import { FormatField } from "./format-field";
import { GroupsUsageOptions } from "./groups-usage-options";
import { ReportPreview } from "./report-preview";
import { hasDateRange, isReportKind, kindMessageKey, reportKinds, scopeOf } from "./report-kinds";
import { ScopeField, type ScopeOption } from "./scope-field";
import { useReportForm } from "./use-report-form";

type Props = { schools: { id: string; name: string }[]; groups: { id: string; name: string; school_id: string }[] };

/** Choose a report and its filters, then preview it or download it in a format. */
export function ReportForm({ schools, groups }: Props) {
  const t = useTranslations("reports");
  const form = useReportForm();
  const { values, set, errors } = form;
  const busy = form.download.phase === "downloading";
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

  return (
    <div className="grid grid-cols-1 gap-6">
      <form
        noValidate
        className="grid grid-cols-1 gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          void form.startDownload();
        }}
      >
        <Card>
          <CardHeader>
            <CardTitle>{t("settingsTitle")}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6">
            <div className="grid gap-2 sm:max-w-md">
              <Label htmlFor="report-kind">{t("reportLabel")}</Label>
              <Select
                id="report-kind"
                value={kind}
                disabled={busy}
                aria-describedby="report-kind-hint"
                onChange={(e) => isReportKind(e.target.value) && form.chooseReport(e.target.value)}
              >
                {reportKinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`kinds.${kindMessageKey[k]}.label`)}
                  </option>
                ))}
              </Select>
              <p id="report-kind-hint" className="text-sm text-muted-foreground">
                {t(`kinds.${kindKey}.description`)}
              </p>
            </div>
            {hasDateRange(kind) && (
              <DateRangeField
                value={{ from: values.from, to: values.to }}
                onChange={form.patch}
                fromError={errors.start_date}
                toError={errors.end_date}
                disabled={busy}
              />
            )}
            {scopeOf(kind) === "groups" ? (
              <ScopeField
                id="report-groups"
                legend={t("groupsLegend")}
                hint={usage ? t("groupsHintRequired") : t("groupsHint")}
                emptyText={t("noGroups")}
                options={groupOptions}
                value={values.group_ids}
                onChange={(ids) => set("group_ids", ids)}
                error={errors.group_ids}
                disabled={busy}
              />
            ) : (
              <ScopeField
                id="report-schools"
                legend={t("schoolsLegend")}
                hint={t("schoolsHint")}
                emptyText={t("noSchools")}
                options={schoolOptions}
                value={values.school_ids}
                onChange={(ids) => set("school_ids", ids)}
                error={errors.school_ids}
                disabled={busy}
              />
            )}
            {usage && (
              <GroupsUsageOptions
                showDisciplines={values.show_disciplines}
                showTeachers={values.show_teachers}
                name={values.name}
                onChange={form.patch}
                nameError={errors.name}
                disabled={busy}
              />
            )}
            <FormatField value={values.format} onChange={(format) => set("format", format)} disabled={busy} />
          </CardContent>
        </Card>

        {(form.serverError || errors.form) && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{form.serverError ?? errors.form}</AlertDescription>
          </Alert>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" disabled={busy} onClick={form.showPreview}>
            {t("preview")}
          </Button>
          <Button type="submit" disabled={busy}>
            {t("download")}
          </Button>
          {busy && (
            <Button type="button" variant="ghost" onClick={form.cancelDownload}>
              {t("cancel")}
            </Button>
          )}
          <DownloadStatus state={form.download} />
        </div>
      </form>
      {form.preview && <ReportPreview request={form.preview} />}
    </div>
  );
}
