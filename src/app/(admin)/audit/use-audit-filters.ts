"use client";

import { useUrlFilters } from "@/lib/use-url-filters";
import { z } from "zod";
import { auditActions, auditEntityTypes, type ListAuditQuery } from "@/server/audit/schema";

export const filterKeys = ["from", "to", "action", "entity_type", "entity_id", "actor_id"] as const;
/** The filters as they stand in the URL: strings, "" when unset; from and to are local dates (yyyy-mm-dd). */
export type AuditFilters = Record<(typeof filterKeys)[number], string>;

type ListInput = Omit<Partial<ListAuditQuery>, "cursor" | "limit"> & { limit: number };

const isDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(new Date(`${value}T00:00`).getTime());
const isAction = (value: string): value is (typeof auditActions)[number] =>
  (auditActions as readonly string[]).includes(value);
const isEntityType = (value: string): value is (typeof auditEntityTypes)[number] =>
  (auditEntityTypes as readonly string[]).includes(value);
const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The start of a local day, and (for "to") of the day after it: the range covers whole days. */
const dayStart = (value: string, after = false) => {
  const day = new Date(`${value}T00:00`);
  if (after) day.setDate(day.getDate() + 1);
  return day.getTime();
};

/** The filters live in the URL search params, so a reload or a shared link keeps them. */
export const useAuditFilters = () => useUrlFilters(filterKeys);

/** The list query for the filters: values a hand-edited URL got wrong are left out rather than sent. */
export function toListInput(filters: AuditFilters): ListInput {
  const entityId = filters.entity_id.trim().slice(0, 100);
  return {
    ...(isDate(filters.from) ? { from: dayStart(filters.from) } : {}),
    ...(isDate(filters.to) ? { to: dayStart(filters.to, true) } : {}),
    ...(isAction(filters.action) ? { action: filters.action } : {}),
    ...(isEntityType(filters.entity_type) ? { entity_type: filters.entity_type } : {}),
    ...(entityId ? { entity_id: entityId } : {}),
    ...(isUuid(filters.actor_id) ? { actor_id: filters.actor_id } : {}),
    limit: 50,
  };
}
