"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { useTRPC } from "@/lib/trpc/client";
import { DisciplineForm } from "./discipline-form";

/**
 * The create form, once the owner choices (the user's schools) are known. Its page opens with disciplines.create,
 * so the user is an administrator.
 */
export function CreateDiscipline() {
  const t = useTranslations("disciplines");
  const tCommon = useTranslations("common");
  const trpc = useTRPC();
  const me = useQuery(trpc.me.get.queryOptions());

  if (me.isPending) return <p className="text-sm text-muted-foreground">{tCommon("loading")}</p>;
  if (me.isError)
    return (
      <Alert variant="destructive" role="alert">
        <AlertDescription>{t("loadOneFailed")}</AlertDescription>
      </Alert>
    );
  return <DisciplineForm schools={me.data.schools} />;
}
