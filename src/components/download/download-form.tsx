"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { Download } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { fetchDownload, formatBytes, saveBlob } from "@/lib/download/download";
import { useErrorText } from "@/lib/errors/use-error-text";

/** A format the form offers: its value (`formats.<value>` in the messages), the Accept it sends, its file's end. */
export type DownloadFormat<F extends string> = { value: F; accept: string; extension: string };

type Props<F extends string> = {
  /**
   * Where the form's words are: `label`, `format`, `hint`, `formats.<value>`, `downloading`, `received`, `cancel`,
   * `cancelled` and `downloaded`.
   */
  messages: string;
  formats: readonly DownloadFormat<F>[];
  /** The GET that answers the file in a format, and its name should the answer not give one (without extension). */
  request: (format: F) => { path: string; fallbackName: string };
};

/**
 * An export: a format and a button, the download streamed as the reports page does it (bytes received shown,
 * cancellable, its outcome in a toast, a refusal in words of the app).
 */
export function DownloadForm<F extends string>({ messages, formats, request }: Props<F>) {
  const t = useTranslations(messages);
  const locale = useLocale();
  const errorText = useErrorText();
  const [format, setFormat] = useState<DownloadFormat<F>>(formats[0]!);
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
      const { path, fallbackName } = request(format.value);
      const { blob, fileName } = await fetchDownload({
        path,
        accept: format.accept,
        fallbackName: `${fallbackName}.${format.extension}`,
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
        value={format.value}
        disabled={busy}
        className="w-auto"
        onChange={(event) => setFormat(formats.find((f) => f.value === event.target.value) ?? format)}
      >
        {formats.map(({ value }) => (
          <option key={value} value={value}>
            {t(`formats.${value as string}`)}
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
