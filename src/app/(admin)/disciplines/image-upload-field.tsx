"use client";

import type { ChangeEvent } from "react";
import { Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useFormDisabled } from "@/components/form/field-defaults";
import { Button, buttonVariants } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { imageExtensions } from "@/server/disciplines/schema";
import { contentTypeFor, imageContentTypes, maxImageBytes } from "@/server/storage/object-storage";
import type { FormImage } from "./use-image-uploads";

type Props = {
  id: string;
  label: string;
  choice: FormImage;
  /** The saved image (icon_url / header_url); empty until an upload has been processed. */
  currentUrl?: string;
  /** The form's message for the image: the schema's about its name, or why the file chosen was refused. */
  fieldError?: string;
  /** Headers are wide; icons square. */
  wide?: boolean;
};

const accept = imageExtensions.map((extension) => `.${extension}`).join(",");
const imageTypes = new Set(Object.values(imageContentTypes));

/**
 * Whether a chosen file may be an image the server takes, by its name and by the type the browser read: `accept`
 * only filters the picker, and a dropped file or "All files" gets past it. The server still checks the bytes.
 */
const isAcceptedImage = (file: File) => contentTypeFor(file.name) !== undefined && imageTypes.has(file.type);

/** An image to upload with the form, checked before it is chosen; disabled while the form is busy. */
export function ImageUploadField({ id, label, choice, currentUrl, fieldError, wide }: Props) {
  const t = useTranslations("disciplines");
  const disabled = useFormDisabled();
  const error = fieldError ?? choice.error;
  const frame = wide ? "h-20 w-48 object-cover" : "size-20 object-contain";

  function change(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    // Refused before any preview: a preview of a file that is not an image shows broken.
    const refusal = !file
      ? null
      : !isAcceptedImage(file)
        ? t("errors.imageType", { extensions: imageExtensions.join(", ") })
        : file.size > maxImageBytes
          ? t("errors.imageTooLarge", { max: Math.floor(maxImageBytes / (1024 * 1024)) })
          : null;
    if (refusal) {
      event.target.value = "";
      choice.refuse(refusal);
      return;
    }
    choice.choose(file);
  }

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {/* The browser's own control shows its words in the browser's language, which no label names: it stays for
          the keyboard and screen readers, named by both labels, and the visible one is ours. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <input
          key={choice.inputKey}
          id={id}
          type="file"
          accept={accept}
          disabled={disabled}
          onChange={change}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={cn(
            buttonVariants({ variant: "outline", size: "sm" }),
            "cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50",
            "peer-disabled:pointer-events-none peer-disabled:opacity-50 peer-aria-invalid:border-destructive",
          )}
        >
          <Upload aria-hidden />
          {t("chooseFile")}
        </label>
        <span className="min-w-0 text-sm break-all text-muted-foreground">{choice.file?.name ?? t("noFile")}</span>
        {(choice.file || fieldError) && (
          <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={() => choice.choose(null)}>
            {t("clearImage")}
            <span className="sr-only"> ({label})</span>
          </Button>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t("imageHint", { extensions: imageExtensions.join(", "), max: Math.floor(maxImageBytes / (1024 * 1024)) })}
        </p>
      )}
      {(currentUrl || choice.preview) && (
        <div className="flex flex-wrap gap-4">
          {currentUrl && (
            <figure className="grid gap-1">
              {/* eslint-disable-next-line @next/next/no-img-element -- uploaded files of any size, served by the storage */}
              <img
                src={currentUrl}
                alt={t("currentImageAlt", { label })}
                className={`${frame} rounded-md border bg-muted`}
              />
              <figcaption className="text-xs text-muted-foreground">{t("currentImage")}</figcaption>
            </figure>
          )}
          {choice.preview && (
            <figure className="grid gap-1">
              {/* eslint-disable-next-line @next/next/no-img-element -- a blob: URL of the chosen file */}
              <img
                src={choice.preview}
                alt={t("previewAlt", { label })}
                className={`${frame} rounded-md border bg-muted`}
              />
              <figcaption className="text-xs text-muted-foreground">{t("newImage")}</figcaption>
            </figure>
          )}
        </div>
      )}
      {choice.progress !== null && (
        <div className="flex items-center gap-2">
          <progress
            aria-label={t("uploadProgress", { label })}
            value={choice.progress}
            max={1}
            className="h-2 w-full accent-primary"
          />
          <span className="text-xs text-muted-foreground tabular-nums" aria-hidden>
            {Math.round(choice.progress * 100)}%
          </span>
        </div>
      )}
    </div>
  );
}
