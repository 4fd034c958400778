"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { AppForm } from "@/components/form/app-form";
import { fieldsOf } from "@/components/form/fields-of";
import { useAppForm } from "@/components/form/use-app-form";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { credentialsInput } from "@/server/auth/credentials-input";
import { tooManyAttempts } from "@/server/auth/sign-in-errors";

const { TextField } = fieldsOf<z.input<typeof credentialsInput>>();

export function SignInForm() {
  const t = useTranslations("signIn");
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const form = useAppForm(credentialsInput, { defaultValues: { email: "", password: "" } });
  /** Signed in: busy until the home page replaces this one. */
  const [leaving, setLeaving] = useState(false);
  const busy = form.formState.isSubmitting || leaving;

  const submit = form.handleSubmit(async ({ email, password }) => {
    setError(null);
    try {
      const result = await signIn("credentials", { email, password, redirect: false });
      if (result?.ok && !result.error) {
        setLeaving(true);
        router.replace("/");
        router.refresh();
        return;
      }
      const messages: Record<string, string> = {
        CredentialsSignin: t("invalidCredentials"),
        [tooManyAttempts]: t("tooManyAttempts"),
      };
      setError(messages[result?.error ?? ""] ?? t("unexpectedError"));
    } catch {
      setError(t("unexpectedError"));
    }
  });

  return (
    <AppForm form={form} onSubmit={submit} className="grid gap-4">
      {error && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <TextField name="email" id="email" type="email" label={t("email")} autoComplete="email" autoFocus />
      <TextField name="password" id="password" type="password" label={t("password")} autoComplete="current-password" />
      <Button type="submit" disabled={busy}>
        {busy ? t("submitting") : t("submit")}
      </Button>
    </AppForm>
  );
}
