"use client";

import { useState, type DragEvent } from "react";
import { FileUp } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useFormDisabled } from "@/components/form/field-defaults";
import { fieldsOf } from "@/components/form/fields-of";
import { selectOption } from "@/components/form/select-option";
import { formatBytes } from "@/lib/download/download";
import { useErrorText } from "@/lib/errors/use-error-text";
import { cn } from "@/lib/utils";
import { interchangeFormats, maxImportBytes } from "@/server/questions-db/interchange-schema";
import { acceptedFiles } from "./file-format";
import type { ImportFormValues } from "./import-form-schema";
import type { ChosenFile } from "./use-import-wizard";

type Props = { chosen: ChosenFile; onChoose: (file: File | null) => void };

const megabytes = maxImportBytes / 1048576;
const { SelectField } = fieldsOf<ImportFormValues>();

/** The file, chosen or dropped, checked for type and size before anything is sent; its format, changeable. */
export function FileField({ chosen, onChoose }: Props) {
  const t = useTranslations("questionsImport");
  const disabled = useFormDisabled();
  const locale = useLocale();
  const errorText = useErrorText();
  const [over, setOver] = useState(false);
  const problem =
    chosen.problem === "required"
      ? t("fileRequired")
      : chosen.problem
        ? errorText.issue({ code: chosen.problem, params: { megabytes } })
        : undefined;
  const describedBy = ["import-file-hint", problem ? "import-file-error" : null].filter(Boolean).join(" ");

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setOver(false);
    if (!disabled) onChoose(event.dataTransfer.files[0] ?? null);
  }

  return (
    <div className="grid gap-6 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-2">
        <span id="import-file-label" className="text-sm font-medium">
          {t("file")}
        </span>
        <label
          htmlFor="import-file"
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          className={cn(
            "flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed",
            "p-4 text-center text-sm focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50",
            over ? "border-primary bg-primary/5" : "border-input",
            problem && "border-destructive",
            disabled && "cursor-not-allowed opacity-60",
          )}
        >
          <FileUp className="size-6 text-muted-foreground" aria-hidden />
          {chosen.file ? (
            <span className="font-medium break-all">
              {t("chosen", { name: chosen.file.name, size: formatBytes(chosen.file.size, locale) })}
            </span>
          ) : (
            <span className="font-medium">{t("dropHere")}</span>
          )}
          <span className="text-muted-foreground">{chosen.file ? t("chooseAnother") : t("orChoose")}</span>
          <input
            id="import-file"
            type="file"
            accept={acceptedFiles}
            className="sr-only"
            disabled={disabled}
            aria-labelledby="import-file-label"
            aria-describedby={describedBy}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              onChoose(event.target.files?.[0] ?? null);
              // The same file chosen again (after fixing it) must fire a change too.
              event.target.value = "";
            }}
          />
        </label>
        <p id="import-file-hint" className="text-sm text-muted-foreground">
          {t("fileHint", { megabytes })}
        </p>
        {problem && (
          <p id="import-file-error" role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </div>
      <SelectField name="format" label={t("format")} hint={t("formatHint")}>
        {interchangeFormats.map((format) => selectOption(format, t(`formats.${format}`)))}
      </SelectField>
    </div>
  );
}
