import { listAuditRoute } from "@/server/audit/routes";
import { restHandler } from "@/server/http/rest-handler";

export const GET = restHandler(listAuditRoute);
