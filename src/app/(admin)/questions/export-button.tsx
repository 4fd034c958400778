"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { Download } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useQueryStates } from "nuqs";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { fetchDownload, formatBytes, saveBlob } from "@/lib/download/download";
import { useErrorText } from "@/lib/errors/use-error-text";
import { questionListParams } from "./question-list-params";
import { interchangeFormats, type InterchangeFormat } from "@/server/questions-db/interchange-schema";
import { contentTypeOf, isInterchangeFormat } from "./import/file-format";
import { toListInput } from "./list-input";

const extension: Record<InterchangeFormat, string> = { gift: "gift.txt", "moodle-xml": "moodle.xml", xlsx: "xlsx" };

/** The export's query: the list's filters from the URL, without its sort and paging, and the format. */
function exportPath(filters: Parameters<typeof toListInput>[0], format: InterchangeFormat): string {
  const list: Record<string, unknown> = toListInput(filters);
  const query = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(list))
    if (value !== undefined && key !== "limit" && key !== "sort") query.set(key, String(value));
  return `/api/exams/questions-db/export?${query.toString()}`;
}

/**
 * Downloads the list's questions, as filtered in the URL, as GIFT, Moodle XML or the import spreadsheet: the REST
 * export through the reports page's download helper (streamed, bytes shown, cancellable).
 */
export function ExportButton() {
  const t = useTranslations("questionsExport");
  const locale = useLocale();
  const errorText = useErrorText();
  const [filters] = useQueryStates(questionListParams);
  const [format, setFormat] = useState<InterchangeFormat>("gift");
  const [bytes, setBytes] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (abort.current) return;
    const controller = new AbortController();
    abort.current = controller;
    setBytes(0);
    try {
      const { blob, fileName } = await fetchDownload({
        path: exportPath(filters, format),
        accept: contentTypeOf(format),
        fallbackName: `questions.${extension[format]}`,
        signal: controller.signal,
        onProgress: setBytes,
      });
      saveBlob(blob, fileName);
      toast.success(t("downloaded", { file: fileName, size: formatBytes(blob.size, locale) }));
    } catch (error) {
      if (controller.signal.aborted) toast.info(t("cancelled"));
      else toast.error(errorText.error(error));
    } finally {
      abort.current = null;
      setBytes(null);
    }
  }

  const busy = bytes !== null;
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t("label")}
      className="flex flex-wrap items-center gap-2"
    >
      <Select
        aria-label={t("format")}
        title={t("hint")}
        value={format}
        disabled={busy}
        className="w-auto"
        onChange={(event) => isInterchangeFormat(event.target.value) && setFormat(event.target.value)}
      >
        {interchangeFormats.map((value) => (
          <option key={value} value={value}>
            {t(`formats.${value}`)}
          </option>
        ))}
      </Select>
      <Button type="submit" variant="outline" disabled={busy}>
        <Download aria-hidden />
        {t("label")}
      </Button>
      {busy && (
        <>
          <progress className="h-2 w-20 accent-primary" aria-label={t("downloading")} />
          <span role="status" className="text-sm tabular-nums">
            {t("received", { size: formatBytes(bytes, locale) })}
          </span>
          <Button type="button" variant="ghost" onClick={() => abort.current?.abort()}>
            {t("cancel")}
          </Button>
        </>
      )}
    </form>
  );
}
