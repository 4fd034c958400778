"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { CheckboxGroup } from "@/components/form/checkbox-group";
import { CheckboxGroupField } from "@/components/form/checkbox-group-field";
import { messageOf } from "@/components/form/field-error";
import { FormAlert } from "@/components/form/form-alert";
import { TextField } from "@/components/form/text-field";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { knowledgeAreas, type DisciplineDetail } from "@/server/disciplines/schema";
import { FeaturesField } from "./features-field";
import { ImageUploadField } from "./image-upload-field";
import { areaMessageKey } from "./labels";
import { NewSubjectsField } from "./new-subjects-field";
import { useDisciplineForm } from "./use-discipline-form";

type School = { id: string; name: string };
type Props = { detail?: DisciplineDetail; schools: School[] };

/** Create (no `detail`) and edit in one form. Subjects of an existing discipline are edited beside it (SubjectsEditor). */
export function DisciplineForm({ detail, schools }: Props) {
  const t = useTranslations("disciplines");
  const schoolIds = schools.map((s) => s.id);
  const { form, images, createdId, phase, submit } = useDisciplineForm({ detail, schoolIds });
  const { control } = form;
  const errors = form.formState.errors;
  const busy = phase !== "idle" || createdId !== null;
  const otherOwners = (detail?.owners ?? []).filter((o) => !schoolIds.includes(o.id));

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-busy={phase !== "idle" || undefined}>
      <Card>
        <CardHeader>
          <CardTitle>{t("detailsTitle")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <TextField control={control} name="name" id="discipline-name" label={t("nameLabel")} disabled={busy} />
          <TextField
            control={control}
            name="internal_name"
            id="discipline-internal-name"
            label={t("internalNameLabel")}
            hint={t("internalNameHint")}
            disabled={busy}
          />
          <Controller
            control={control}
            name="owner_ids"
            render={({ field, fieldState }) => (
              <CheckboxGroup
                id="discipline-owners"
                legend={t("ownersLegend")}
                hint={schools.length === 0 ? t("noSchools") : t("ownersHint")}
                options={schools.map((s) => ({ value: s.id, label: s.name }))}
                value={field.value.filter((id) => schoolIds.includes(id))}
                // Owners outside the user's schools are not theirs to remove.
                onChange={(mine) => field.onChange([...mine, ...otherOwners.map((o) => o.id)])}
                error={messageOf(fieldState.error)}
                disabled={busy}
              />
            )}
          />
          {otherOwners.length > 0 && (
            <p className="text-sm text-muted-foreground">
              {t("otherOwners", { names: otherOwners.map((o) => o.name).join(", ") })}
            </p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("classificationTitle")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <CheckboxGroupField
            control={control}
            name="knowledge_areas"
            id="discipline-areas"
            legend={t("areasLegend")}
            options={knowledgeAreas.map((area) => ({ value: area, label: t(`areas.${areaMessageKey[area]}`) }))}
            disabled={busy}
          />
          <FeaturesField control={control} disabled={busy} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("imagesTitle")}</CardTitle>
          <CardDescription>{t("imagesHint")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-2">
          <ImageUploadField
            id="discipline-icon"
            label={t("iconLabel")}
            choice={images.icon}
            currentUrl={detail?.icon_url || undefined}
            fieldError={errors.icon?.message}
            disabled={busy}
          />
          <ImageUploadField
            id="discipline-header"
            label={t("headerLabel")}
            choice={images.header}
            currentUrl={detail?.header_url || undefined}
            fieldError={errors.header?.message}
            disabled={busy}
            wide
          />
        </CardContent>
      </Card>

      {!detail && (
        <Card>
          <CardHeader>
            <CardTitle>{t("subjectsTitle")}</CardTitle>
          </CardHeader>
          <CardContent>
            <NewSubjectsField control={control} setValue={form.setValue} />
          </CardContent>
        </Card>
      )}

      <FormAlert control={control} />
      {createdId !== null && (
        <Alert variant="warning" role="alert">
          <AlertDescription>
            <p>{t("createdUploadFailed")}</p>
            <Link href={`/disciplines/${createdId}`} className="font-medium underline underline-offset-4">
              {t("openDiscipline")}
            </Link>
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={busy}>
          {phase === "saving" ? t("saving") : phase === "uploading" ? t("uploading") : t("save")}
        </Button>
      </div>
    </form>
  );
}
