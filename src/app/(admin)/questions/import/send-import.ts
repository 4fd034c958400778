import { appErrorOfBody, RestError } from "@/lib/errors/rest-error";
import type { ImportPreview, ImportResult, InterchangeFormat } from "@/server/questions-db/interchange-schema";
import { contentTypeOf } from "./file-format";
import type { ImportFormOutput } from "./import-form-schema";

type Request = {
  file: File;
  /** Create the questions that can be imported and skip the refused ones, rather than all or nothing. */
  skipRefused?: boolean;
  /** Create the questions the bank already has too, rather than listing them as duplicates. */
  createDuplicates?: boolean;
  options: ImportFormOutput;
  signal: AbortSignal;
  /** The share of the file sent, 0 to 1; at 1 the server is reading it. */
  onUpload: (fraction: number) => void;
};

const importPath = "/api/exams/questions-db/import";

function queryOf(options: ImportFormOutput, dryRun: boolean, skipRefused: boolean, createDuplicates: boolean): string {
  const query = new URLSearchParams({
    school_id: options.school_id,
    discipline_id: String(options.discipline_id),
    dry_run: String(dryRun),
  });
  if (skipRefused) query.set("skip_refused", "true");
  if (createDuplicates) query.set("duplicates", "create");
  if (options.keep_file_classification) query.set("keep_file_classification", "true");
  if (options.subject) query.set("subject", options.subject);
  if (options.source) query.set("source", options.source);
  return query.toString();
}

/**
 * POSTs the file as the body of the REST import (the session cookie authenticates it): XMLHttpRequest rather than
 * fetch for upload progress, and REST rather than tRPC for files past tRPC's 1 MB body. Aborting rejects with
 * the signal's reason.
 */
function send(request: Request, dryRun: boolean): Promise<unknown> {
  const { file, options, signal, onUpload, skipRefused = false, createDuplicates = false } = request;
  const format: InterchangeFormat = options.format;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${importPath}?${queryOf(options, dryRun, skipRefused, createDuplicates)}`);
    xhr.setRequestHeader("content-type", contentTypeOf(format));
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUpload(event.loaded / event.total);
    };
    xhr.upload.onload = () => onUpload(1);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText));
        } catch {
          reject(new RestError(xhr.status, undefined));
        }
      } else reject(new RestError(xhr.status, appErrorOfBody(xhr.responseText)));
    };
    xhr.onerror = () => reject(new RestError(0, undefined));
    xhr.onabort = () => reject(signal.reason);
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/**
 * The dry run (what each question would become, nothing written) or the import itself (all or nothing, or
 * skipping the refused).
 */
export function sendImport(request: Request, dryRun: true): Promise<ImportPreview>;
export function sendImport(request: Request, dryRun: false): Promise<ImportResult>;
export function sendImport(request: Request, dryRun: boolean): Promise<unknown> {
  return send(request, dryRun);
}
