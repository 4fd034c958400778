import { listAuditRoute } from "@/server/audit/routes";
import { availabilityRoutes } from "@/server/availability/routes";
import { calendarFeedRoutes } from "@/server/calendar-feed/routes";
import { createBookingRoute } from "@/server/bookings/routes";
import { disciplineRoutes } from "@/server/disciplines/routes";
import { examRoutes } from "@/server/exams/routes";
import type { AnyRoute } from "@/server/http/define-route";
import { getMeRoute } from "@/server/me/routes";
import { usersPerformanceRoute } from "@/server/performance/routes";
import { restRoutesOf } from "@/server/operations/rest-route-of";
import { operations } from "./operations";
import { reportRoutes } from "@/server/reports/routes";
import { createTokenRoute, listTokensRoute, revokeTokenRoute } from "@/server/tokens/routes";

/**
 * Every REST route: the app's request handler answers them (route-matcher.ts), with no file under src/app/api
 * (a test checks that only tRPC and next-auth are there), and the OpenAPI document describes them.
 */
export const restRoutes: readonly AnyRoute[] = [
  getMeRoute,
  listTokensRoute,
  createTokenRoute,
  revokeTokenRoute,
  ...disciplineRoutes,
  ...restRoutesOf(operations.questions),
  ...examRoutes,
  usersPerformanceRoute,
  ...reportRoutes,
  ...availabilityRoutes,
  ...calendarFeedRoutes,
  createBookingRoute,
  listAuditRoute,
];
