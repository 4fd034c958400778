"use client";

import { dayBounds } from "@/lib/time/day-bounds";
import { useUrlFilters } from "@/lib/use-url-filters";
import { z } from "zod";
import { auditActions, auditEntityTypes, type ListAuditQuery } from "@/server/audit/schema";

export const filterKeys = ["from", "to", "action", "entity_type", "entity_id", "actor_id"] as const;
/** The filters as they stand in the URL: strings, "" when unset; from and to are days (yyyy-mm-dd) in the user's school's zone. */
export type AuditFilters = Record<(typeof filterKeys)[number], string>;

type ListInput = Omit<Partial<ListAuditQuery>, "cursor" | "limit"> & { limit: number };

const isAction = (value: string): value is (typeof auditActions)[number] =>
  (auditActions as readonly string[]).includes(value);
const isEntityType = (value: string): value is (typeof auditEntityTypes)[number] =>
  (auditEntityTypes as readonly string[]).includes(value);
const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The filters live in the URL search params, so a reload or a shared link keeps them. */
export const useAuditFilters = () => useUrlFilters(filterKeys);

/**
 * The list query for the filters: values a hand-edited URL got wrong are left out rather than sent.
 * The days are whole days in `timeZone` (docs/time.md); `to` is exclusive, as dayBounds' end.
 */
export function toListInput(filters: AuditFilters, timeZone: string): ListInput {
  const entityId = filters.entity_id.trim().slice(0, 100);
  const { start, end } = dayBounds(filters.from, filters.to, timeZone);
  return {
    ...(start !== undefined ? { from: start } : {}),
    ...(end !== undefined ? { to: end } : {}),
    ...(isAction(filters.action) ? { action: filters.action } : {}),
    ...(isEntityType(filters.entity_type) ? { entity_type: filters.entity_type } : {}),
    ...(entityId ? { entity_id: entityId } : {}),
    ...(isUuid(filters.actor_id) ? { actor_id: filters.actor_id } : {}),
    limit: 50,
  };
}
