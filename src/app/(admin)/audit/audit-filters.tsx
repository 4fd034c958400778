"use client";

import { useState, type ReactNode } from "react";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import type { Nullable } from "nuqs";
import { Button } from "@/components/ui/button";
import { DayRangeInputs } from "@/components/form/day-range-inputs";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { auditActions, auditEntityTypes } from "@/server/audit/schema";
import { auditParams as param } from "./audit-params";
import type { AuditFilters } from "./list-input";

type Props = {
  filters: AuditFilters;
  actorName: string | null;
  onChange: (changes: Partial<Nullable<AuditFilters>>) => void;
};

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** Time range, kind of record and action, one record's id, and the person (chosen from a row). */
export function AuditFiltersForm({ filters, actorName, onChange }: Props) {
  const t = useTranslations("audit");
  // The id is committed on Enter or when the field is left, not on every keystroke.
  const [entityId, setEntityId] = useState(filters.entity_id ?? "");
  const actions = auditActions.filter((action) => !filters.entity_type || action.startsWith(`${filters.entity_type}.`));

  return (
    <search aria-label={t("filters.title")} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <DayRangeInputs
          id="audit"
          from={{
            label: t("filters.from"),
            value: filters.from,
            onChange: (day) => onChange({ from: param.from.parse(day) }),
          }}
          to={{ label: t("filters.to"), value: filters.to, onChange: (day) => onChange({ to: param.to.parse(day) }) }}
        />
        <Field id="audit-entity-type" label={t("filters.entityType")}>
          <Select
            id="audit-entity-type"
            value={filters.entity_type ?? ""}
            onChange={(e) => onChange({ entity_type: param.entity_type.parse(e.target.value), action: null })}
          >
            <option value="">{t("filters.all")}</option>
            {auditEntityTypes.map((type) => (
              <option key={type} value={type}>
                {t(`entityTypes.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="audit-action" label={t("filters.action")}>
          <Select
            id="audit-action"
            value={filters.action ?? ""}
            onChange={(e) => onChange({ action: param.action.parse(e.target.value) })}
          >
            <option value="">{t("filters.all")}</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {t(`actions.${action}`)}
              </option>
            ))}
          </Select>
        </Field>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ entity_id: param.entity_id.parse(entityId) });
          }}
        >
          <Field id="audit-entity-id" label={t("filters.entityId")}>
            <Input
              id="audit-entity-id"
              value={entityId}
              onChange={(e) => setEntityId(e.target.value)}
              onBlur={() => onChange({ entity_id: param.entity_id.parse(entityId) })}
              autoComplete="off"
              maxLength={100}
            />
          </Field>
        </form>
      </div>
      {filters.actor_id && (
        <p className="flex items-center gap-2 text-sm">
          {t("filters.actor", { name: actorName ?? filters.actor_id })}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange({ actor_id: null })}
            aria-label={t("filters.removeActor")}
          >
            <X aria-hidden />
          </Button>
        </p>
      )}
    </search>
  );
}
