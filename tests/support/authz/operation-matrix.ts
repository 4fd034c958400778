import type { AnyOperation } from "@/server/operations/define-operation";
import type { Created } from "./fixtures";
import type { Access, CaseList, OperationRows } from "./matrix";

/** The shape of src/server/api/operations.ts: each area's operations by name. */
export type Registry = Record<string, Record<string, AnyOperation>>;
export type Transport = "rest" | "trpc";

/** One operation as one transport serves it: what the matrix sends and expects. */
export type MatrixEntry = {
  /** `<area>.<name>`: the operation's row and, on tRPC, its procedure's path. */
  name: string;
  /** How a failure names it: "METHOD path" and the operation on REST, the procedure on tRPC. */
  key: string;
  operation: AnyOperation;
  access: Access;
  status: number;
  creates?: keyof Created;
  cases: CaseList;
};

const operationsOf = (registry: Registry): [string, AnyOperation][] =>
  Object.entries(registry).flatMap(([area, operations]) =>
    Object.entries(operations).map(([name, operation]): [string, AnyOperation] => [`${area}.${name}`, operation]),
  );

/** REST serves an operation with a binding; tRPC every one that does not say `trpc: false`. */
const serves = (transport: Transport, operation: AnyOperation) =>
  transport === "rest" ? operation.rest !== undefined : operation.trpc !== false;

/**
 * What keeps the rows from covering the registry: an operation without a row, a row naming no operation,
 * a transport serving an operation without its cases, or cases for a transport that does not serve it.
 */
export function matrixGaps(registry: Registry, rows: OperationRows): string[] {
  const operations = new Map(operationsOf(registry));
  const gaps = Object.keys(rows)
    .filter((name) => !operations.has(name))
    .map((name) => `${name}: a row for no operation`);
  for (const [name, operation] of operations) {
    const row = rows[name];
    if (!row) gaps.push(`${name}: no row`);
    for (const transport of ["rest", "trpc"] as const) {
      if (!row) continue;
      const served = serves(transport, operation);
      if (served && !row[transport]) gaps.push(`${name}: ${transport} serves it, the row has no ${transport} cases`);
      if (!served && row[transport]) gaps.push(`${name}: ${transport} cases, but ${transport} does not serve it`);
    }
  }
  return gaps;
}

/** The operations a transport serves, in the registry's order, each with its row's cases for that transport. */
export function matrixEntries(registry: Registry, rows: OperationRows, transport: Transport): MatrixEntry[] {
  const gaps = matrixGaps(registry, rows);
  if (gaps.length) throw new Error(`The matrix's rows do not cover the registry:\n${gaps.join("\n")}`);
  return operationsOf(registry).flatMap(([name, operation]) => {
    const row = rows[name]!;
    const cases = row[transport];
    if (!cases) return [];
    const key = transport === "rest" ? `${operation.rest!.method} ${operation.rest!.path} (${name})` : name;
    const { access, creates } = row;
    return [{ name, key, operation, access, status: cases.status ?? 200, creates, cases: cases.cases }];
  });
}
