"use client";

import { useTranslations } from "next-intl";
import { WithMe } from "@/components/form/with-me";
import { DisciplineForm } from "./discipline-form";

/**
 * The create form, once the owner choices (the user's schools) are known. Its page opens with disciplines.create,
 * so the user is an administrator.
 */
export function CreateDiscipline() {
  const t = useTranslations("disciplines");
  return <WithMe failed={t("loadOneFailed")}>{(me) => <DisciplineForm schools={me.schools} />}</WithMe>;
}
