"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { DisciplineDetail } from "@/server/disciplines/schema";
import { areaMessageKey, isKnowledgeArea } from "./labels";

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** What teachers (and admins who do not own the discipline) see: no edit controls. */
export function DisciplineView({ detail }: { detail: DisciplineDetail }) {
  const t = useTranslations("disciplines");
  const none = <span className="text-muted-foreground">{t("none")}</span>;
  const areas = detail.knowledge_areas.map((area) =>
    isKnowledgeArea(area) ? t(`areas.${areaMessageKey[area]}`) : area,
  );
  const images = [
    { label: t("iconLabel"), url: detail.icon_url, className: "size-20 object-contain" },
    { label: t("headerLabel"), url: detail.header_url, className: "h-20 w-48 object-cover" },
  ];

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t("detailsTitle")}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4">
            <Item term={t("nameLabel")}>{detail.name}</Item>
            {detail.internal_name !== undefined && (
              <Item term={t("internalNameLabel")}>{detail.internal_name || none}</Item>
            )}
            <Item term={t("ownersLegend")}>{detail.owners.map((o) => o.name).join(", ") || none}</Item>
            <Item term={t("areasLegend")}>{areas.join(", ") || none}</Item>
            <Item term={t("featuresLegend")}>
              {detail.allow_only_features.length === 0 ? (
                t("allFeatures")
              ) : (
                <ul className="grid gap-1">
                  {detail.allow_only_features.map((feature) => (
                    <li key={feature}>
                      <span className="font-medium">{t(`features.${feature}.label`)}</span>
                      <span className="text-muted-foreground"> — {t(`features.${feature}.description`)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Item>
            {images.map((image) => (
              <Item key={image.label} term={image.label}>
                {image.url ? (
                  // eslint-disable-next-line @next/next/no-img-element -- uploaded files served by the storage
                  <img
                    src={image.url}
                    alt={t("currentImageAlt", { label: image.label })}
                    className={`${image.className} rounded-md border bg-muted`}
                  />
                ) : (
                  none
                )}
              </Item>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("subjectsTitle")}</CardTitle>
        </CardHeader>
        <CardContent>
          {detail.subjects.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("noSubjects")}</p>
          ) : (
            <ul className="grid gap-2" aria-label={t("subjectsTitle")}>
              {detail.subjects.map((subject) => (
                <li
                  key={subject.id}
                  className="flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm"
                >
                  {subject.name}
                  {subject.enabled ? (
                    <Badge variant="success">{t("subjectEnabled")}</Badge>
                  ) : (
                    <Badge variant="outline">{t("subjectDisabled")}</Badge>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
