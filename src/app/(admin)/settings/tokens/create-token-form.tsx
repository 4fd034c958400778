"use client";

import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useTRPC } from "@/lib/trpc/client";
import { createTokenInput } from "@/server/tokens/schema";
import { NewTokenNotice } from "./new-token-notice";

export function CreateTokenForm() {
  const t = useTranslations("tokens");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const create = useMutation(
    trpc.tokens.create.mutationOptions({
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.tokens.list.queryKey() }),
    }),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = createTokenInput.safeParse({ name: new FormData(form).get("name") });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setFieldError(issue?.code === "too_big" ? t("nameTooLong", { max: Number(issue.maximum) }) : t("nameRequired"));
      return;
    }
    setFieldError(null);
    create.mutate(parsed.data, { onSuccess: () => form.reset() });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("createTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {create.data && (
          <NewTokenNotice
            key={create.data.id}
            name={create.data.name}
            token={create.data.token}
            onDismiss={create.reset}
          />
        )}
        {create.isError && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{t("createFailed")}</AlertDescription>
          </Alert>
        )}
        <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="grid flex-1 gap-2">
            <Label htmlFor="token-name">{t("nameLabel")}</Label>
            <Input
              id="token-name"
              name="name"
              autoComplete="off"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? "token-name-error" : "token-name-hint"}
            />
            {fieldError ? (
              <p id="token-name-error" className="text-sm text-destructive">
                {fieldError}
              </p>
            ) : (
              <p id="token-name-hint" className="text-sm text-muted-foreground">
                {t("nameHint")}
              </p>
            )}
          </div>
          <Button type="submit" disabled={create.isPending} className="sm:mt-6">
            {create.isPending ? t("creating") : t("create")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
