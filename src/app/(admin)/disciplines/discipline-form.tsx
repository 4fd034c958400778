"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { AppForm } from "@/components/form/app-form";
import { CheckboxGroup } from "@/components/form/checkbox-group";
import { messageOf } from "@/components/form/field-error";
import { fieldsOf } from "@/components/form/fields-of";
import { FormAlert } from "@/components/form/form-alert";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/card";
import { knowledgeAreas, type CreateDisciplineInput, type DisciplineDetail } from "@/server/disciplines/schema";
import { FeaturesField } from "./features-field";
import { ImageUploadField } from "./image-upload-field";
import { areaMessageKey } from "./labels";
import { NewSubjectsField } from "./new-subjects-field";
import { useDisciplineForm } from "./use-discipline-form";

type School = { id: string; name: string };
type Props = { detail?: DisciplineDetail; schools: School[] };

const { TextField, CheckboxGroupField } = fieldsOf<CreateDisciplineInput>();

/** Create (no `detail`) and edit in one form. Subjects of an existing discipline are edited beside it (SubjectsEditor). */
export function DisciplineForm({ detail, schools }: Props) {
  const t = useTranslations("disciplines");
  const schoolIds = schools.map((s) => s.id);
  const { form, images, createdId, phase, submit } = useDisciplineForm({ detail, schoolIds });
  const { control } = form;
  const errors = form.formState.errors;
  const busy = phase !== "idle" || createdId !== null;
  const otherOwners = (detail?.owners ?? []).filter((o) => !schoolIds.includes(o.id));
  const currentUrls = { icon: detail?.icon_url, header: detail?.header_url };

  return (
    <AppForm
      form={form}
      idPrefix="discipline"
      busy={phase !== "idle"}
      disabled={busy}
      onSubmit={submit}
      className="grid gap-6"
    >
      <TitledCard title={t("detailsTitle")} className="grid gap-5">
        <TextField name="name" label={t("nameLabel")} />
        <TextField
          name="internal_name"
          id="discipline-internal-name"
          label={t("internalNameLabel")}
          hint={t("internalNameHint")}
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
      </TitledCard>

      <TitledCard title={t("classificationTitle")} className="grid gap-6">
        <CheckboxGroupField
          name="knowledge_areas"
          id="discipline-areas"
          legend={t("areasLegend")}
          options={knowledgeAreas.map((area) => ({ value: area, label: t(`areas.${areaMessageKey[area]}`) }))}
        />
        <FeaturesField />
      </TitledCard>

      <TitledCard title={t("imagesTitle")} description={t("imagesHint")} className="grid gap-6 md:grid-cols-2">
        {(["icon", "header"] as const).map((image) => (
          <ImageUploadField
            key={image}
            id={`discipline-${image}`}
            label={t(`${image}Label`)}
            choice={images[image]}
            currentUrl={currentUrls[image] || undefined}
            fieldError={errors[image]?.message}
            wide={image === "header"}
          />
        ))}
      </TitledCard>

      {!detail && (
        <TitledCard title={t("subjectsTitle")}>
          <NewSubjectsField control={control} setValue={form.setValue} />
        </TitledCard>
      )}

      <FormAlert />
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
    </AppForm>
  );
}
