import type { MatrixRow } from "./matrix";
import { accountRestRows } from "./rest/account";
import { availabilityBlockRestRows } from "./rest/availability-blocks";
import { availabilitySeriesRestRows } from "./rest/availability-series";
import { bookingRestRows } from "./rest/bookings";
import { disciplineRestRows } from "./rest/disciplines";
import { examRestRows } from "./rest/exams";
import { questionsDbRestRows } from "./rest/questions-db";
import { reportRestRows } from "./rest/reports";

/**
 * Every REST route of src/server/api/rest-routes.ts, keyed "METHOD path". A route without a row
 * fails the matrix, and so does a row without a route.
 */
export const restRows: Record<string, MatrixRow> = {
  ...accountRestRows,
  ...disciplineRestRows,
  ...questionsDbRestRows,
  ...examRestRows,
  ...reportRestRows,
  ...availabilityBlockRestRows,
  ...availabilitySeriesRestRows,
  ...bookingRestRows,
};
