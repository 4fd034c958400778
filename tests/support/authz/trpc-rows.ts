import type { MatrixRow } from "./matrix";
import { accountTrpcRows } from "./trpc/account";
import { availabilityTrpcRows } from "./trpc/availability";
import { disciplineTrpcRows } from "./trpc/disciplines";
import { examTrpcRows } from "./trpc/exams";
import { performanceReportTrpcRows } from "./trpc/performance-reports";
import { questionTrpcRows } from "./trpc/questions";

/**
 * Every procedure of the tRPC app router, by its dotted path. A procedure without a row fails
 * the matrix, and so does a row without a procedure.
 */
export const trpcRows: Record<string, MatrixRow> = {
  ...accountTrpcRows,
  ...disciplineTrpcRows,
  ...questionTrpcRows,
  ...examTrpcRows,
  ...performanceReportTrpcRows,
  ...availabilityTrpcRows,
};
