"use client";

import { useQuery } from "@tanstack/react-query";
import { Eye } from "lucide-react";
import { useTranslations } from "next-intl";
import { LoadState } from "@/components/form/load-state";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { useTRPC } from "@/lib/trpc/client";
import { DeleteDisciplineButton } from "./delete-discipline-button";
import { DisciplineForm } from "./discipline-form";
import { DisciplineView } from "./discipline-view";
import { useErrorText } from "@/lib/errors/use-error-text";
import { SubjectsEditor } from "./subjects-editor";

type Props = {
  id: number;
  /** Whether the user passes the policy of a discipline's update (the page's `can`). */
  admin: boolean;
  /** Whether the user reaches every school (the page's scope), so every owner. */
  allSchools: boolean;
};

/**
 * One discipline: the form and the subjects editor for an admin of an owner school (or a platform
 * admin), otherwise a read-only view.
 */
export function EditDiscipline({ id, admin, allSchools }: Props) {
  const t = useTranslations("disciplines");
  const errorText = useErrorText();
  const trpc = useTRPC();
  const detail = useQuery(trpc.disciplines.get.queryOptions({ id }));
  const me = useQuery(trpc.me.get.queryOptions());

  const pending = detail.isPending || me.isPending;
  // The page's heading is the discipline's name: until it is known, or when it cannot be, the area's record.
  if (pending || detail.isError || me.isError)
    return (
      <div className="grid gap-6">
        <h1 className="text-2xl font-semibold tracking-tight">{t("oneTitle")}</h1>
        <LoadState pending={pending} failed={detail.isError ? errorText.error(detail.error) : t("loadOneFailed")} />
      </div>
    );

  const discipline = detail.data;
  const { schools } = me.data;
  const schoolIds = schools.map((s) => s.id);
  // A school admin edits a discipline one of their schools owns; a platform admin edits any.
  const canEdit = admin && (allSchools || discipline.owners.some((o) => schoolIds.includes(o.id)));

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">
        {canEdit ? t("editTitle", { name: discipline.name }) : discipline.name}
      </h1>
      {canEdit ? (
        <>
          <DisciplineForm key={discipline.id} detail={discipline} schools={schools} />
          <SubjectsEditor disciplineId={discipline.id} subjects={discipline.subjects} />
          <DeleteDisciplineButton disciplineId={discipline.id} />
        </>
      ) : (
        <>
          <Alert role="note">
            <Eye aria-hidden />
            <AlertDescription>{t("readOnlyNotice")}</AlertDescription>
          </Alert>
          <DisciplineView detail={discipline} />
        </>
      )}
    </div>
  );
}
