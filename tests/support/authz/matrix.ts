import type { PrismaClient } from "@/generated/prisma/client";
import type { Caller, CallerName } from "./callers";
import type { Created, Fixtures } from "./fixtures";

/**
 * Who an operation is for, as the matrix states it: its own truth, written by hand, not read from the
 * operation's policy, so that a wrong policy fails the matrix instead of moving its expectations.
 */
export type Access = "user" | "staff" | "admin" | "platform";

/**
 * One request of the matrix. `own`: every id in it is inside the caller's access (or it sends
 * none); `foreign`: at least one id belongs to the other school; `unknown`: an id of a body or
 * query names no record, refused like a foreign one (docs/security.md, "Ids inside bodies").
 */
export type MatrixCase = {
  label: string;
  side: "own" | "foreign" | "unknown";
  /**
   * The label of the foreign case an unknown one mirrors: callers other than the platform admin get the same
   * answer to both.
   */
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

export type CaseContext = { caller: Caller; prisma: PrismaClient; fx: Fixtures };

/** What a case sends, for helpers that build the same cases for REST (path, body) and tRPC (input). */
export type CaseRequest = Pick<MatrixCase, "path" | "body" | "input">;

/** The caller's school and the other one, which such helpers build cases from. */
export type CaseSchools = Pick<Caller, "own" | "foreign">;

/** The requests of one operation on one transport, built per caller. */
export type CaseList = (ctx: CaseContext) => Promise<MatrixCase[]> | MatrixCase[];

/** One transport's cases of an operation: REST's requests (`path`, `body`) or tRPC's (`input`). */
export type TransportCases = {
  /** Success status; 200 unless said. */
  status?: number;
  cases: CaseList;
};

/**
 * One operation of the registry (src/server/api/operations.ts), keyed `<area>.<name>`: who may call it, said
 * once, and its cases on each transport that serves it. Both transports are held to the same `access`, so a
 * REST and a tRPC call of it are refused and allowed for the same callers.
 */
export type OperationRow = {
  access: Access;
  /** Which table an allowed write adds its `id` to, so that the row is removed afterwards. */
  creates?: keyof Created;
  /** Present exactly when the operation has a REST binding. */
  rest?: TransportCases;
  /** Present exactly when tRPC serves the operation. */
  trpc?: TransportCases;
};

export type OperationRows = Record<string, OperationRow>;

/** How far each role reaches, and how far each access asks. */
const reach = { STUDENT: 0, TEACHER: 1, SCHOOL_ADMIN: 2, PLATFORM_ADMIN: 3 } as const;
const needs: Record<Access, number> = { user: 0, staff: 1, admin: 2, platform: 3 };

/**
 * The rule of docs/security.md: no or a revoked credential 401; a student 403 outside their own
 * account; a teacher 403 on admin operations; anyone but the platform admin 403 on platform ones; an id
 * of another school 403, except for the platform admin, who reaches every school.
 */
export function expectedStatus(access: Access, status: number, caller: Caller, c: MatrixCase): number {
  const exception = c.expect?.[caller.name];
  if (exception !== undefined) return exception;
  if (!caller.user) return 401;
  if (reach[caller.user.role] < needs[access]) return 403;
  if (c.side !== "own" && caller.user.role !== "PLATFORM_ADMIN") return 403;
  return status;
}
