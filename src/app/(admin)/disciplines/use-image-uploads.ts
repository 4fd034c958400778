"use client";

import { useTranslations } from "next-intl";
import type { UseFormSetValue } from "react-hook-form";
import { appErrorOf } from "@/lib/errors/app-error-of";
import { useErrorText } from "@/lib/errors/use-error-text";
import { uploadFile, type UploadTarget } from "@/lib/upload/upload-file";
import type { CreateDisciplineInput } from "@/server/disciplines/schema";
import { useImageChoice, type ImageChoice } from "./use-image-choice";

type Written = { icon?: UploadTarget; header?: UploadTarget };

/**
 * The icon and header files chosen in the form. Choosing one puts its name in the form (`icon`, `header`), where
 * the schema checks it; after the save, each goes to the upload target the server handed out for it.
 */
export function useImageUploads(setValue: UseFormSetValue<CreateDisciplineInput>) {
  const t = useTranslations("disciplines");
  const errorText = useErrorText();
  const icon = useImageChoice();
  const header = useImageChoice();

  const choose = (field: "icon" | "header", choice: ImageChoice) => (file: File | null) => {
    choice.choose(file);
    setValue(field, file?.name, { shouldDirty: true, shouldValidate: true });
  };

  async function send(choice: ImageChoice, target: UploadTarget | undefined, label: string): Promise<boolean> {
    if (!target || !choice.file) return true;
    choice.setError(null);
    choice.setProgress(0);
    try {
      await uploadFile(target, choice.file, choice.setProgress);
      choice.reset();
      return true;
    } catch (error) {
      choice.setProgress(null);
      choice.setError(
        appErrorOf(error)
          ? t("uploadFailedWith", { label, message: errorText.error(error) })
          : t("uploadFailed", { label }),
      );
      return false;
    }
  }

  async function upload(written: Written): Promise<boolean> {
    const sent = await Promise.all([
      send(icon, written.icon, t("iconLabel")),
      send(header, written.header, t("headerLabel")),
    ]);
    return sent.every(Boolean);
  }

  return {
    icon: { ...icon, choose: choose("icon", icon) },
    header: { ...header, choose: choose("header", header) },
    chosen: Boolean(icon.file || header.file),
    uploading: icon.progress !== null || header.progress !== null,
    upload,
  };
}
