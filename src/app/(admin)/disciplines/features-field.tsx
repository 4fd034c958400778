"use client";

import { useTranslations } from "next-intl";
import { features } from "@/server/disciplines/schema";
import { CheckboxGroup } from "@/components/form/checkbox-group";
import type { Feature } from "./labels";

type Props = { value: readonly Feature[]; onChange: (value: Feature[]) => void; error?: string; disabled?: boolean };

/** allow_only_features (spec 2.11): each feature with its meaning; none checked means all allowed. */
export function FeaturesField({ value, onChange, error, disabled }: Props) {
  const t = useTranslations("disciplines");
  const options = features.map((feature) => ({
    value: feature,
    label: t(`features.${feature}.label`),
    description: t(`features.${feature}.description`),
  }));
  return (
    <CheckboxGroup
      id="discipline-features"
      legend={t("featuresLegend")}
      hint={
        <>
          <p>{t("featuresHint")}</p>
          <p aria-live="polite" className="font-medium">
            {value.length === 0 ? t("allFeaturesAllowed") : t("someFeaturesAllowed", { count: value.length })}
          </p>
        </>
      }
      options={options}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
    />
  );
}
