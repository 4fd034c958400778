"use client";

import { useTranslations } from "next-intl";
import { useFormState, type Control, type FieldValues } from "react-hook-form";
import { Alert, AlertDescription } from "@/components/ui/alert";

/**
 * The form's own alert, beside its submit button: the server's refusal (`errors.root.server`), or after a submit
 * with problems, a pointer to the marked fields. Inside an AppForm it reads the form from it.
 */
export function FormAlert<T extends FieldValues, O>({ control }: { control?: Control<T, unknown, O> }) {
  const t = useTranslations("form");
  const { errors, submitCount } = useFormState({ control });
  const server = errors.root?.server?.message;
  const invalid = submitCount > 0 && Object.keys(errors).some((key) => key !== "root");
  if (!server && !invalid) return null;
  return (
    <Alert variant="destructive" role="alert">
      <AlertDescription>{server ?? t("fixFields")}</AlertDescription>
    </Alert>
  );
}
