"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { useErrorText } from "@/lib/errors/use-error-text";
import { useTRPC } from "@/lib/trpc/client";
import { ImportWizard } from "./import-wizard";

/** The wizard, once the schools in the user's access and the disciplines are known. */
export function ImportLoader() {
  const tCommon = useTranslations("common");
  const errorText = useErrorText();
  const trpc = useTRPC();
  const me = useQuery(trpc.me.get.queryOptions());
  const disciplines = useQuery(trpc.disciplines.list.queryOptions());

  if (me.isPending || disciplines.isPending)
    return <p className="text-sm text-muted-foreground">{tCommon("loading")}</p>;
  if (me.isError || disciplines.isError)
    return (
      <Alert variant="destructive" role="alert">
        <AlertDescription>{errorText.error(me.error ?? disciplines.error)}</AlertDescription>
      </Alert>
    );
  return <ImportWizard schools={me.data.schools} disciplines={disciplines.data} />;
}
