"use client";

import type { ChangeEvent } from "react";
import { useTranslations } from "next-intl";
import { useFormDisabled } from "@/components/form/field-defaults";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
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
      <Input
        key={choice.inputKey}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={change}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-2 file:py-1 file:text-sm file:font-medium"
      />
      {(choice.file || fieldError) && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => choice.choose(null)}
        >
          {t("clearImage")}
          <span className="sr-only"> ({label})</span>
        </Button>
      )}
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
