import { availabilityOperations } from "@/server/availability/operations";
import { bookingOperations } from "@/server/bookings/operations";
import { questionOperations } from "@/server/questions-db/operations";
import { reportOperations } from "@/server/reports/operations";

/**
 * Every operation declared once (src/server/operations/define-operation.ts), by the area tRPC names it under:
 * rest-routes.ts and trpc/app-router.ts derive their routes and procedures from here. The areas still declared as
 * a route and a procedure apart are listed in docs/architecture.md.
 */
export const operations = {
  questions: questionOperations,
  reports: reportOperations,
  availability: availabilityOperations,
  bookings: bookingOperations,
};
