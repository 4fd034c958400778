"use client";

import type { RefObject } from "react";
import { useTranslations } from "next-intl";
import type { UseFormSetValue } from "react-hook-form";
import { appErrorOf } from "@/lib/errors/app-error-of";
import { useErrorText } from "@/lib/errors/use-error-text";
import { uploadFile, type UploadTarget } from "@/lib/upload/upload-file";
import type { CreateDisciplineInput } from "@/server/disciplines/schema";
import { useImageChoice, type ImageChoice } from "./use-image-choice";

type Written = { icon?: UploadTarget; header?: UploadTarget };
type ImageField = "icon" | "header";

/** Why the file last chosen for an image was refused before any upload (its type or size), per image. */
export type ImageRefusals = Partial<Record<ImageField, string>>;

/** A chosen image as the form holds it: choosing puts its name in the form, a refusal its message. */
export type FormImage = ImageChoice & {
  /** The file chosen was refused: no file, and the form shows `message` at the field and will not submit. */
  refuse: (message: string) => void;
};

/**
 * The icon and header files chosen in the form. Choosing one puts its name in the form (`icon`, `header`), where
 * the schema checks it; a refused one puts its reason in `refusals`, which the form's checks read, so a save cannot
 * go on while the refusal is on screen. After the save, each goes to the upload target the server handed out for it.
 */
export function useImageUploads(setValue: UseFormSetValue<CreateDisciplineInput>, refusals: RefObject<ImageRefusals>) {
  const t = useTranslations("disciplines");
  const errorText = useErrorText();
  const icon = useImageChoice();
  const header = useImageChoice();

  const choose = (field: ImageField, choice: ImageChoice) => (file: File | null) => {
    refusals.current[field] = undefined;
    choice.choose(file);
    setValue(field, file?.name, { shouldDirty: true, shouldValidate: true });
  };
  const refuse = (field: ImageField, choice: ImageChoice) => (message: string) => {
    refusals.current[field] = message;
    choice.choose(null);
    setValue(field, undefined, { shouldValidate: true });
  };
  const formImage = (field: ImageField, choice: ImageChoice): FormImage => ({
    ...choice,
    choose: choose(field, choice),
    refuse: refuse(field, choice),
  });

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
    icon: formImage("icon", icon),
    header: formImage("header", header),
    chosen: Boolean(icon.file || header.file),
    uploading: icon.progress !== null || header.progress !== null,
    upload,
  };
}
