import { listAuditRoute } from "@/server/audit/routes";
import { calendarFeedRoutes } from "@/server/calendar-feed/routes";
import { disciplineRoutes } from "@/server/disciplines/routes";
import { examRoutes } from "@/server/exams/routes";
import type { AnyRoute } from "@/server/http/define-route";
import { getMeRoute } from "@/server/me/routes";
import { usersPerformanceRoute } from "@/server/performance/routes";
import { restRoutesOf } from "@/server/operations/rest-route-of";
import { operations } from "./operations";
import { createTokenRoute, listTokensRoute, revokeTokenRoute } from "@/server/tokens/routes";

/** Every REST route; each also has its file under src/app/api (a test checks they match). */
export const restRoutes: readonly AnyRoute[] = [
  getMeRoute,
  listTokensRoute,
  createTokenRoute,
  revokeTokenRoute,
  ...disciplineRoutes,
  ...restRoutesOf(operations.questions),
  ...examRoutes,
  usersPerformanceRoute,
  ...restRoutesOf(operations.reports),
  ...restRoutesOf(operations.availability),
  ...calendarFeedRoutes,
  ...restRoutesOf(operations.bookings),
  listAuditRoute,
];
