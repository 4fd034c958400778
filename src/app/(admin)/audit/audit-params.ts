import { listAuditQuery } from "@/server/audit/schema";
import { parseAsDay } from "@/lib/url-state/parse-as-day";
import { parseAsField } from "@/lib/url-state/parse-as-field";

const field = listAuditQuery.shape;

/**
 * The filters of the audit log (/audit) in the URL, each read with its field of the list's schema;
 * the time range as days (the list takes instants).
 */
export const auditParams = {
  from: parseAsDay,
  to: parseAsDay,
  action: parseAsField(field.action),
  entity_type: parseAsField(field.entity_type),
  entity_id: parseAsField(field.entity_id),
  actor_id: parseAsField(field.actor_id),
};
