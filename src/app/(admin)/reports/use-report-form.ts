"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { buildRequest, type FormValues } from "./build-request";
import { presetRange } from "./date-range";
import { fetchReport, ReportError, saveBlob } from "./download";
import { serverFieldErrors, type FieldErrors } from "./form-errors";
import { acceptOf, reportPath, type ReportKind, type ReportRequest } from "./report-kinds";
import { issueText } from "@/lib/errors/error-text";

export type DownloadState =
  | { phase: "idle" }
  | { phase: "downloading"; bytes: number }
  | { phase: "done"; bytes: number; fileName: string }
  | { phase: "cancelled" };

const initialValues = (): FormValues => ({
  report: "questions",
  ...presetRange("thisMonth"),
  group_ids: [],
  school_ids: [],
  name: "",
  show_disciplines: false,
  show_teachers: false,
  format: "csv",
});

/** State of the reports page: validate with the report's schema, then preview (tRPC) or download (REST). */
export function useReportForm() {
  const t = useTranslations("reports");
  const tErrors = useTranslations("errors");
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ReportRequest | null>(null);
  const [download, setDownload] = useState<DownloadState>({ phase: "idle" });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const patch = (change: Partial<FormValues>) => setValues((v) => ({ ...v, ...change }));

  /** Another report: its preview and the messages about the last one go. */
  function chooseReport(report: ReportKind) {
    set("report", report);
    setPreview(null);
    setErrors({});
    setServerError(null);
  }

  function validate(): ReportRequest | null {
    setServerError(null);
    const result = buildRequest(values, t);
    setErrors(result.ok ? {} : result.errors);
    return result.ok ? result.request : null;
  }

  function showPreview() {
    const request = validate();
    if (request) setPreview(request);
  }

  async function startDownload() {
    if (download.phase === "downloading") return;
    const request = validate();
    if (!request) return;
    const controller = new AbortController();
    abort.current = controller;
    setDownload({ phase: "downloading", bytes: 0 });
    try {
      const { blob, fileName } = await fetchReport({
        path: reportPath(request.report),
        accept: acceptOf(values.format),
        body: request.input,
        fallbackName: `${request.report}.${values.format}`,
        signal: controller.signal,
        onProgress: (bytes) => setDownload({ phase: "downloading", bytes }),
      });
      saveBlob(blob, fileName);
      setDownload({ phase: "done", bytes: blob.size, fileName });
    } catch (error) {
      if (controller.signal.aborted) {
        setDownload({ phase: "cancelled" });
        return;
      }
      setDownload({ phase: "idle" });
      if (error instanceof ReportError) {
        setErrors(serverFieldErrors(error.issues, tErrors));
        setServerError(
          error.reason ? t("errors.serverWith", { message: issueText(tErrors, error.reason) }) : t("errors.server"),
        );
      } else {
        setServerError(t("errors.network"));
      }
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }

  const cancelDownload = () => abort.current?.abort();

  return {
    values,
    set,
    patch,
    chooseReport,
    errors,
    serverError,
    preview,
    download,
    showPreview,
    startDownload,
    cancelDownload,
  };
}
