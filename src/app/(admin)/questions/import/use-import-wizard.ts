"use client";

import { useEffect, useRef, useState, type BaseSyntheticEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { useAppForm } from "@/components/form/use-app-form";
import { appErrorOf } from "@/lib/errors/app-error-of";
import type { AppIssue } from "@/lib/errors/app-issue";
import type { ImportPreview, ImportResult } from "@/server/questions-db/interchange-schema";
import { checkFile } from "./file-format";
import { importForm, type ImportFormOutput, type ImportFormValues } from "./import-form-schema";
import { sendImport } from "./send-import";
import { useImportOutcome } from "./use-import-outcome";

/** Where the wizard is: choosing, sending (the file going up, then the server reading it), or showing a result. */
export type WizardPhase =
  | { step: "choose" }
  | { step: "sending"; dryRun: boolean; uploaded: number }
  | { step: "preview"; preview: ImportPreview; refusals: AppIssue[] }
  | {
      step: "done";
      created: number;
      skipped: ImportResult["skipped"];
      duplicates: ImportResult["duplicates"];
      listHref: string;
    };

/** The chosen file and the code of what refuses it before it is sent. */
export type ChosenFile = { file: File | null; problem: string | null };

type Sent = { file: File; options: ImportFormOutput };

/**
 * State of the import page: the options form (the server's schema), the file, the dry run and the import, both
 * sent with upload progress and cancellable until the server answers.
 */
export function useImportWizard(defaults: ImportFormValues) {
  const t = useTranslations("questionsImport");
  const router = useRouter();
  const outcome = useImportOutcome();
  const form = useAppForm(importForm, { defaultValues: defaults });
  const [chosen, setChosen] = useState<ChosenFile>({ file: null, problem: null });
  const [phase, setPhase] = useState<WizardPhase>({ step: "choose" });
  const previewed = useRef<(Sent & { preview: ImportPreview }) | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  // Another discipline's subjects: the default subject starts unchosen again.
  const { watch, setValue } = form;
  useEffect(() => {
    const { unsubscribe } = watch((_, { name, type }) => {
      if (type === "change" && name === "discipline_id") setValue("subject", undefined);
    });
    return unsubscribe;
  }, [watch, setValue]);

  function chooseFile(file: File | null) {
    if (!file) return setChosen({ file: null, problem: null });
    const { format, problem } = checkFile(file);
    if (format) form.setValue("format", format);
    setChosen({ file, problem });
  }

  /** Sends the file with progress; on failure the phase goes back to `fallback` and the refusal is shown. */
  async function send<D extends boolean>(
    { file, options }: Sent,
    dryRun: D,
    fallback: WizardPhase,
    skipRefused = false,
    createDuplicates = false,
  ): Promise<(D extends true ? ImportPreview : ImportResult) | null> {
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ step: "sending", dryRun, uploaded: 0 });
    const request = {
      file,
      options,
      skipRefused,
      createDuplicates,
      signal: controller.signal,
      onUpload: (uploaded: number) => setPhase({ step: "sending", dryRun, uploaded }),
    };
    try {
      return (await (dryRun ? sendImport(request, true) : sendImport(request, false))) as never;
    } catch (error) {
      const refused = appErrorOf(error);
      // Refused as a whole: nothing was written, and each question's problem shows beside it in the preview.
      if (fallback.step === "preview" && refused?.code === "import_refused")
        setPhase({ ...fallback, refusals: refused.issues });
      else {
        setPhase(fallback);
        if (controller.signal.aborted) toast.info(t("cancelled"));
        else form.showServerError(error);
      }
      return null;
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }

  async function previewWith(options: ImportFormOutput) {
    const file = chosen.file;
    if (!file) return setChosen({ file: null, problem: "required" });
    if (chosen.problem) return;
    const result = await send({ file, options }, true, { step: "choose" });
    if (!result) return;
    previewed.current = { file, options, preview: result };
    setPhase({ step: "preview", preview: result, refusals: [] });
  }
  const preview = (event?: BaseSyntheticEvent) => {
    // Said at once, with the form's own problems, not after them.
    if (!chosen.file) setChosen({ file: null, problem: "required" });
    return form.handleSubmit(previewWith)(event);
  };

  /**
   * The import: all or nothing, or (`skipRefused`) the questions that can be imported, the refused left out; the
   * questions the bank already has left out too, unless `createDuplicates`.
   */
  async function confirm(skipRefused = false, createDuplicates = false) {
    const last = previewed.current;
    if (!last) return;
    const fallback: WizardPhase = { step: "preview", preview: last.preview, refusals: [] };
    const result = await send(last, false, fallback, skipRefused, createDuplicates);
    if (!result) return;
    const listHref = `/questions?discipline_id=${last.options.discipline_id}`;
    previewed.current = null;
    const { skipped, duplicates } = result;
    setPhase({ step: "done", created: result.created.length, skipped, duplicates, listHref });
    const message = outcome({ created: result.created.length, skipped, duplicates });
    toast.success(message, { action: { label: t("openList"), onClick: () => router.push(listHref) } });
  }

  /** The refused questions as a file of the chosen format, cut by the server from the file itself. */
  function downloadRefused() {
    const file = previewed.current?.preview.refused_file;
    if (!file) return;
    const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
    const url = URL.createObjectURL(new Blob([bytes], { type: file.content_type }));
    const link = document.createElement("a");
    link.href = url;
    link.download = file.name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    toast.success(t("refusedDownloaded", { name: file.name }));
  }

  const cancel = () => abort.current?.abort();

  /** Back to the first step, the file and options kept, to change them and preview again. */
  function restart() {
    previewed.current = null;
    form.clearErrors();
    setPhase({ step: "choose" });
  }

  /** After an import: another file, from the start. */
  function startOver() {
    restart();
    setChosen({ file: null, problem: null });
  }

  return { form, chosen, chooseFile, phase, preview, confirm, downloadRefused, cancel, restart, startOver };
}
