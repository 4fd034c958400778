import { listAuditRoute } from "@/server/audit/routes";
import { bookingRoutes } from "@/server/availability/routes";
import { disciplineRoutes } from "@/server/disciplines/routes";
import { examRoutes } from "@/server/exams/routes";
import { getMeRoute } from "@/server/me/routes";
import { questionRoutes } from "@/server/questions-db/routes";
import { reportRoutes } from "@/server/reports/routes";
import { createTokenRoute, listTokensRoute, revokeTokenRoute } from "@/server/tokens/routes";
import type { AnyRoute } from "@/server/http/define-route";

/** Every REST route; each also has its file under src/app/api (a test checks they match). */
export const restRoutes: readonly AnyRoute[] = [getMeRoute, listTokensRoute, createTokenRoute, revokeTokenRoute, ...disciplineRoutes, ...questionRoutes, ...examRoutes, ...reportRoutes, ...bookingRoutes, listAuditRoute];
