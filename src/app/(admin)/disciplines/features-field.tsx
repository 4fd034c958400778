"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { fieldsOf } from "@/components/form/fields-of";
import { features, type CreateDisciplineInput } from "@/server/disciplines/schema";

const { CheckboxGroupField } = fieldsOf<CreateDisciplineInput>();

/** allow_only_features (spec 2.11): each feature with its meaning; none checked means all allowed. */
export function FeaturesField() {
  const t = useTranslations("disciplines");
  const { control } = useFormContext<CreateDisciplineInput>();
  const chosen = useWatch({ control, name: "allow_only_features" }) ?? [];
  const options = features.map((feature) => ({
    value: feature,
    label: t(`features.${feature}.label`),
    description: t(`features.${feature}.description`),
  }));
  return (
    <CheckboxGroupField
      name="allow_only_features"
      id="discipline-features"
      legend={t("featuresLegend")}
      hint={
        <>
          <p>{t("featuresHint")}</p>
          <p aria-live="polite" className="font-medium">
            {chosen.length === 0 ? t("allFeaturesAllowed") : t("someFeaturesAllowed", { count: chosen.length })}
          </p>
        </>
      }
      options={options}
    />
  );
}
