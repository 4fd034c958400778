"use client";

import { useEffect } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { FormAlert } from "@/components/form/form-alert";
import { TextField } from "@/components/form/text-field";
import { useAppForm } from "@/components/form/use-app-form";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc/client";
import { createTokenInput } from "@/server/tokens/schema";
import { NewTokenNotice } from "./new-token-notice";

export function CreateTokenForm() {
  const t = useTranslations("tokens");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useAppForm(createTokenInput, { defaultValues: { name: "" } });
  const create = useMutation(
    trpc.tokens.create.mutationOptions({
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.tokens.list.queryKey() }),
    }),
  );

  const tokens = useQuery(trpc.tokens.list.queryOptions());
  const created = create.data;
  // The secret is shown once, while the token works: revoked (here or elsewhere, as the list says), it goes.
  const revoked = Boolean(created && tokens.data?.some((token) => token.id === created.id && token.revoked_at));
  const { reset } = create;
  useEffect(() => {
    if (revoked) reset();
  }, [revoked, reset]);
  // Nor does it come back with the page: a page restored from the browser's back-forward cache forgets it.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, [reset]);

  const submit = form.handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
      form.reset();
    } catch (error) {
      form.showServerError(error);
    }
  });

  return (
    <TitledCard title={t("createTitle")} className="grid gap-4">
      {created && !revoked && (
        <NewTokenNotice key={created.id} name={created.name} token={created.token} onDismiss={reset} />
      )}
      <form onSubmit={submit} noValidate className="grid gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex-1">
            <TextField control={form.control} name="name" id="token-name" label={t("nameLabel")} hint={t("nameHint")} />
          </div>
          <Button type="submit" disabled={create.isPending} className="sm:mt-6">
            {create.isPending ? t("creating") : t("create")}
          </Button>
        </div>
        <FormAlert control={form.control} />
      </form>
    </TitledCard>
  );
}
