import { restErrorOf } from "@/lib/errors/rest-error";

/** The file name of `Content-Disposition`: filename* (RFC 5987) first, then filename. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed escapes: use the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(disposition);
  return plain?.[1] || plain?.[2] || fallback;
}

type Options = {
  path: string;
  accept: string;
  /** Sent as JSON with a POST; without it, a GET. */
  body?: unknown;
  fallbackName: string;
  signal?: AbortSignal;
  onProgress: (bytes: number) => void;
};

/** Fetches a file (a report, an export) and reads the streamed body chunk by chunk, reporting the bytes received. */
export async function fetchDownload({
  path,
  accept,
  body,
  fallbackName,
  signal,
  onProgress,
}: Options): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(
    path,
    body === undefined
      ? { credentials: "same-origin", headers: { accept }, signal }
      : {
          method: "POST",
          credentials: "same-origin",
          headers: { "content-type": "application/json", accept },
          body: JSON.stringify(body),
          signal,
        },
  );
  if (!response.ok) throw await restErrorOf(response);
  const chunks: BlobPart[] = [];
  let received = 0;
  onProgress(0);
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  }
  const type = response.headers.get("content-type") ?? accept;
  return {
    blob: new Blob(chunks, { type }),
    fileName: fileNameOf(response.headers.get("content-disposition"), fallbackName),
  };
}

/** Hands a blob to the browser as a download with the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** "12,3 KB" in the UI's language. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
