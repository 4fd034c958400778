"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { knowledgeAreas, type DisciplineDetail } from "@/server/disciplines/schema";
import { CheckboxGroup } from "@/components/form/checkbox-group";
import { FeaturesField } from "./features-field";
import { ImageUploadField } from "./image-upload-field";
import { areaMessageKey } from "./labels";
import { NewSubjectsField } from "./new-subjects-field";
import { useDisciplineForm } from "./use-discipline-form";

type School = { id: string; name: string };
type Props = { detail?: DisciplineDetail; isAdmin: boolean; schools: School[]; initialStatus?: string | null };

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
};

function TextField({ id, label, value, onChange, error, hint, disabled }: TextFieldProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        disabled={disabled}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** Create (no `detail`) and edit in one form. Subjects of an existing discipline are edited beside it (SubjectsEditor). */
export function DisciplineForm({ detail, isAdmin, schools, initialStatus }: Props) {
  const t = useTranslations("disciplines");
  const schoolIds = schools.map((s) => s.id);
  const form = useDisciplineForm({ detail, isAdmin, schoolIds, initialStatus });
  const { values, set, errors } = form;
  const busy = form.phase !== "idle" || form.createdId !== null;
  const otherOwners = (detail?.owners ?? []).filter((o) => !schoolIds.includes(o.id));

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-6" aria-busy={form.phase !== "idle" || undefined}>
      <Card>
        <CardHeader>
          <CardTitle>{t("detailsTitle")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <TextField
            id="discipline-name"
            label={t("nameLabel")}
            value={values.name}
            onChange={(v) => set("name", v)}
            error={errors.name}
            disabled={busy}
          />
          {isAdmin && (
            <TextField
              id="discipline-internal-name"
              label={t("internalNameLabel")}
              hint={t("internalNameHint")}
              value={values.internal_name}
              onChange={(v) => set("internal_name", v)}
              error={errors.internal_name}
              disabled={busy}
            />
          )}
          <CheckboxGroup
            id="discipline-owners"
            legend={t("ownersLegend")}
            hint={schools.length === 0 ? t("noSchools") : t("ownersHint")}
            options={schools.map((s) => ({ value: s.id, label: s.name }))}
            value={values.owner_ids.filter((id) => schoolIds.includes(id))}
            onChange={(mine) => set("owner_ids", [...mine, ...otherOwners.map((o) => o.id)])}
            error={errors.owner_ids}
            disabled={busy}
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
          <CheckboxGroup
            id="discipline-areas"
            legend={t("areasLegend")}
            options={knowledgeAreas.map((area) => ({ value: area, label: t(`areas.${areaMessageKey[area]}`) }))}
            value={values.knowledge_areas}
            onChange={(v) => set("knowledge_areas", v)}
            error={errors.knowledge_areas}
            disabled={busy}
          />
          <FeaturesField
            value={values.allow_only_features}
            onChange={(v) => set("allow_only_features", v)}
            error={errors.allow_only_features}
            disabled={busy}
          />
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
            choice={form.icon}
            currentUrl={detail?.icon_url || undefined}
            fieldError={errors.icon}
            disabled={busy}
          />
          <ImageUploadField
            id="discipline-header"
            label={t("headerLabel")}
            choice={form.header}
            currentUrl={detail?.header_url || undefined}
            fieldError={errors.header}
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
            <NewSubjectsField value={values.subjects} onChange={(v) => set("subjects", v)} errors={errors} />
          </CardContent>
        </Card>
      )}

      {form.serverError && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{form.serverError}</AlertDescription>
        </Alert>
      )}
      {form.createdId !== null && (
        <Alert variant="warning" role="alert">
          <AlertDescription>
            <p>{t("createdUploadFailed")}</p>
            <Link href={`/disciplines/${form.createdId}`} className="font-medium underline underline-offset-4">
              {t("openDiscipline")}
            </Link>
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={busy}>
          {form.phase === "saving" ? t("saving") : form.phase === "uploading" ? t("uploading") : t("save")}
        </Button>
        <p role="status" className="text-sm font-medium">
          {form.status}
        </p>
      </div>
    </form>
  );
}
