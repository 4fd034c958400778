"use client";

import { useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { useAppForm } from "@/components/form/use-app-form";
import { useUserTimeZone } from "@/lib/time/use-user-time-zone";
import { presetRange } from "./date-range";
import { fetchDownload, formatBytes, saveBlob } from "@/lib/download/download";
import { reportForm, type ReportFormValues } from "./report-form-schema";
import { acceptOf, reportPath, type ReportKind, type ReportRequest } from "./report-kinds";
import { extensionOf } from "@/server/reports/schema";

export type DownloadState = { phase: "idle" } | { phase: "downloading"; bytes: number };

const defaultValues = (timeZone: string): ReportFormValues => ({
  report: "questions",
  ...presetRange("thisMonth", timeZone),
  group_ids: [],
  school_ids: [],
  name: "",
  show_disciplines: false,
  show_teachers: false,
  format: "csv",
});

/**
 * State of the reports page: the form validates with the chosen report's schema, then previews it (tRPC) or
 * downloads it (REST, streamed, cancellable); the outcome of a download is a toast.
 */
export function useReportForm() {
  const t = useTranslations("reports");
  const locale = useLocale();
  // Days of the user's school's zone (docs/time.md).
  const timeZone = useUserTimeZone();
  const schema = useMemo(() => reportForm(timeZone), [timeZone]);
  const form = useAppForm(schema, { defaultValues: defaultValues(timeZone) });
  const [preview, setPreview] = useState<ReportRequest | null>(null);
  const [download, setDownload] = useState<DownloadState>({ phase: "idle" });
  const abort = useRef<AbortController | null>(null);
  const outcome = useRef<string | number | undefined>(undefined);
  // A message belongs to its attempt: the last download's outcome goes when another preview or download starts.
  const newAttempt = () => {
    if (outcome.current !== undefined) toast.dismiss(outcome.current);
    outcome.current = undefined;
  };

  useEffect(() => () => abort.current?.abort(), []);

  /** Another report: its preview and the messages about the last one go. */
  function chooseReport(report: ReportKind) {
    form.setValue("report", report);
    form.clearErrors();
    setPreview(null);
  }

  const showPreview = (event?: BaseSyntheticEvent) => {
    newAttempt();
    return form.handleSubmit((request) => setPreview(request))(event);
  };

  async function downloadReport(request: ReportRequest) {
    if (download.phase === "downloading") return;
    const format = form.getValues("format");
    const controller = new AbortController();
    abort.current = controller;
    setDownload({ phase: "downloading", bytes: 0 });
    try {
      const { blob, fileName } = await fetchDownload({
        path: reportPath(request.report),
        accept: acceptOf(format),
        body: request.input,
        fallbackName: `${request.report}.${extensionOf(format)}`,
        signal: controller.signal,
        onProgress: (bytes) => setDownload({ phase: "downloading", bytes }),
      });
      saveBlob(blob, fileName);
      outcome.current = toast.success(t("downloaded", { file: fileName, size: formatBytes(blob.size, locale) }));
    } catch (error) {
      if (controller.signal.aborted) outcome.current = toast.info(t("cancelled"));
      else form.showServerError(error);
    } finally {
      setDownload({ phase: "idle" });
      if (abort.current === controller) abort.current = null;
    }
  }
  const startDownload = (event?: BaseSyntheticEvent) => {
    newAttempt();
    return form.handleSubmit(downloadReport)(event);
  };

  const cancelDownload = () => abort.current?.abort();

  return { form, chooseReport, preview, download, showPreview, startDownload, cancelDownload };
}
