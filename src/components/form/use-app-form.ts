"use client";

import { get, useForm, type FieldValues, type Path, type UseFormProps } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { appErrorOf } from "@/lib/errors/app-error-of";
import { useErrorText } from "@/lib/errors/use-error-text";
import { appResolver, type ClientChecks } from "./app-resolver";

type Options<S extends z.ZodType<unknown, FieldValues>> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  "resolver"
> & { checks?: ClientChecks };

/**
 * A form validated by one of the server's schemas, with its messages translated by code, and by `checks` the
 * schema cannot make (a chosen file's type or size). `showServerError`
 * puts a refusal where the user looks: each issue beside its field, the reason in the form's alert
 * (`errors.root.server`) and in a toast, which is in view wherever the page is scrolled.
 */
export function useAppForm<S extends z.ZodType<unknown, FieldValues>>(schema: S, { checks, ...options }: Options<S>) {
  const errorText = useErrorText();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: appResolver(schema, errorText.issue, checks),
  });

  function showServerError(error: unknown) {
    const values = form.getValues();
    for (const issue of appErrorOf(error)?.issues ?? []) {
      const name = issue.path.join(".");
      // An issue about something the form does not hold stays in the alert only.
      if (name && get(values, name) !== undefined) {
        form.setError(name as Path<z.input<S>>, { type: issue.code, message: errorText.issue(issue) });
      }
    }
    const message = errorText.error(error);
    form.setError("root.server", { type: appErrorOf(error)?.code ?? "network", message });
    toast.error(message);
  }

  return { ...form, showServerError };
}
