import type { OperationRows } from "./matrix";
import { auditRows } from "./rows/audit";
import { availabilityRows } from "./rows/availability";
import { bookingRows } from "./rows/bookings";
import { calendarFeedRows } from "./rows/calendar-feeds";
import { disciplineRows } from "./rows/disciplines";
import { examRows } from "./rows/exams";
import { homeRows } from "./rows/home";
import { meRows } from "./rows/me";
import { performanceRows } from "./rows/performance";
import { questionFileRows } from "./rows/question-files";
import { questionRows } from "./rows/questions";
import { reportRows } from "./rows/reports";
import { studentQuestionRows } from "./rows/student-questions";
import { tokenRows } from "./rows/tokens";

/**
 * One row per operation of src/server/api/operations.ts, keyed `<area>.<name>`, a file per area. The REST and
 * tRPC matrices both run from these rows (operation-matrix.ts); operation-matrix.test.ts fails on an operation
 * without a row, a row without an operation, and a transport's cases missing or extra.
 */
export const operationRows: OperationRows = {
  ...meRows,
  ...tokenRows,
  ...disciplineRows,
  ...questionRows,
  ...questionFileRows,
  ...examRows,
  ...performanceRows,
  ...reportRows,
  ...studentQuestionRows,
  ...availabilityRows,
  ...calendarFeedRows,
  ...bookingRows,
  ...auditRows,
  ...homeRows,
};
