import type { Db } from "@/server/db/client";
import type { Caller, CallerName } from "./callers";
import type { Created, Fixtures } from "./fixtures";

/** Who a route or procedure is for, as it declares it. */
export type Access = "user" | "staff" | "admin";

/**
 * One request of the matrix. `own`: every id in it is inside the caller's access (or it sends
 * none); `foreign`: at least one id belongs to the other school; `unknown`: an id of a body or
 * query names no record, refused like a foreign one (docs/security.md, "Ids inside bodies").
 */
export type MatrixCase = {
  label: string;
  side: "own" | "foreign" | "unknown";
  /** The label of the foreign case an unknown one mirrors: callers other than the platform admin get the same answer to both. */
  twin?: string;
  /** REST: the path with ids filled in (and a query string). */
  path?: string;
  body?: unknown;
  /** REST: a body sent as it is with this type (an import's file) instead of as JSON. */
  contentType?: string;
  accept?: string;
  /** tRPC: the procedure's input. */
  input?: unknown;
  /** Exceptions to the rule in expectedStatus, with the reason in the row. */
  expect?: Partial<Record<CallerName, number>>;
};

export type CaseContext = { caller: Caller; prisma: Db; fx: Fixtures };

/** What a case sends, for helpers that build the same cases for REST (path, body) and tRPC (input). */
export type CaseRequest = Pick<MatrixCase, "path" | "body" | "input">;

/** The caller's school and the other one, which such helpers build cases from. */
export type CaseSchools = Pick<Caller, "own" | "foreign">;

export type MatrixRow = {
  access: Access;
  /** Success status. */
  status: number;
  /** Which table an allowed write adds its `id` to, so that the row is removed afterwards. */
  creates?: keyof Created;
  cases: (ctx: CaseContext) => Promise<MatrixCase[]> | MatrixCase[];
};

/**
 * The rule of docs/security.md: no or a revoked credential 401; a student 403 outside their own
 * account; a teacher 403 on admin routes; an id of another school 403, except for the platform
 * admin, who reaches every school.
 */
export function expectedStatus(row: MatrixRow, caller: Caller, c: MatrixCase): number {
  const exception = c.expect?.[caller.name];
  if (exception !== undefined) return exception;
  if (!caller.user) return 401;
  if (caller.user.role === "STUDENT" && row.access !== "user") return 403;
  if (caller.user.role === "TEACHER" && row.access === "admin") return 403;
  if (c.side !== "own" && caller.user.role !== "PLATFORM_ADMIN") return 403;
  return row.status;
}
