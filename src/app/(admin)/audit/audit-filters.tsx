"use client";

import { useState } from "react";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import type { Nullable } from "nuqs";
import { Button } from "@/components/ui/button";
import { DayRangeFilter } from "@/components/list/day-range-filter";
import { Input } from "@/components/ui/input";
import { FilterField } from "@/components/list/filter-field";
import { FilterSelect } from "@/components/list/filter-select";
import { auditActions, auditEntityTypes } from "@/server/audit/schema";
import { auditParams as param } from "./audit-params";
import type { AuditFilters } from "./list-input";

type Props = {
  filters: AuditFilters;
  actorName: string | null;
  onChange: (changes: Partial<Nullable<AuditFilters>>) => void;
};

/** Time range, kind of record and action, one record's id, and the person (chosen from a row). */
export function AuditFiltersForm({ filters, actorName, onChange }: Props) {
  const t = useTranslations("audit");
  // The id is committed on Enter or when the field is left, not on every keystroke.
  const [entityId, setEntityId] = useState(filters.entity_id ?? "");
  const actions = auditActions.filter((action) => !filters.entity_type || action.startsWith(`${filters.entity_type}.`));

  return (
    <search aria-label={t("filters.title")} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <DayRangeFilter
          id="audit"
          labels={{ from: t("filters.from"), to: t("filters.to") }}
          range={filters}
          onChange={onChange}
        />
        <FilterSelect
          id="audit-entity-type"
          label={t("filters.entityType")}
          value={filters.entity_type}
          all={t("filters.all")}
          options={auditEntityTypes.map((type) => ({ value: type, label: t(`entityTypes.${type}`) }))}
          onChange={(value) => onChange({ entity_type: param.entity_type.parse(value), action: null })}
        />
        <FilterSelect
          id="audit-action"
          label={t("filters.action")}
          value={filters.action}
          all={t("filters.all")}
          options={actions.map((action) => ({ value: action, label: t(`actions.${action}`) }))}
          onChange={(value) => onChange({ action: param.action.parse(value) })}
        />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ entity_id: param.entity_id.parse(entityId) });
          }}
        >
          <FilterField id="audit-entity-id" label={t("filters.entityId")}>
            <Input
              id="audit-entity-id"
              value={entityId}
              onChange={(e) => setEntityId(e.target.value)}
              onBlur={() => onChange({ entity_id: param.entity_id.parse(entityId) })}
              autoComplete="off"
              maxLength={100}
            />
          </FilterField>
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
