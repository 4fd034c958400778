"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { LoadState } from "@/components/form/load-state";
import { useTRPC } from "@/lib/trpc/client";
import { DisciplineForm } from "./discipline-form";

/**
 * The create form, once the owner choices (the user's schools) are known. Its page opens with disciplines.create,
 * so the user is an administrator.
 */
export function CreateDiscipline() {
  const t = useTranslations("disciplines");
  const trpc = useTRPC();
  const me = useQuery(trpc.me.get.queryOptions());

  if (me.isPending || me.isError) return <LoadState pending={me.isPending} failed={t("loadOneFailed")} />;
  return <DisciplineForm schools={me.data.schools} />;
}
