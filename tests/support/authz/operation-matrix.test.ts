import { describe, expect, it } from "vitest";
import { operations } from "@/server/api/operations";
import type { AnyOperation } from "@/server/operations/define-operation";
import type { OperationRow, OperationRows } from "./matrix";
import { matrixEntries, matrixGaps, type Registry } from "./operation-matrix";
import { operationRows } from "./operation-rows";

const cases = { cases: () => [] };
const binding = (method: "GET" | "POST", path: string) => ({ method, path, summary: "", tag: "things" });
const restAndTrpc: AnyOperation = { kind: "query", access: "staff", rest: binding("GET", "/api/things/{id}") };
const restOnly: AnyOperation = { kind: "mutation", access: "staff", trpc: false, rest: binding("POST", "/api/files") };
const trpcOnly: AnyOperation = { kind: "query", access: "staff" };
const registry: Registry = { things: { get: restAndTrpc, upload: restOnly, list: trpcOnly } };
const rows: OperationRows = {
  "things.get": { access: "staff", rest: cases, trpc: cases },
  "things.upload": { access: "staff", rest: { status: 201, cases: cases.cases } },
  "things.list": { access: "user", trpc: cases },
};
const without = (name: string): OperationRows => Object.fromEntries(Object.entries(rows).filter(([n]) => n !== name));
const replacing = (name: string, row: OperationRow): OperationRows => ({ ...rows, [name]: row });

describe("the authorization matrix's rows against the registry", () => {
  it("has a row for every operation of the registry, with the cases of each transport that serves it", () => {
    expect(matrixGaps(operations, operationRows)).toEqual([]);
  });

  it("finds nothing missing in rows that cover a registry", () => {
    expect(matrixGaps(registry, rows)).toEqual([]);
  });

  it("names an operation without a row and a row without an operation", () => {
    expect(
      matrixGaps(registry, { ...without("things.list"), "things.gone": { access: "staff", trpc: cases } }),
    ).toEqual(["things.gone: a row for no operation", "things.list: no row"]);
  });

  it("names a transport's cases missing from a row, or present where that transport does not serve", () => {
    expect(matrixGaps(registry, replacing("things.get", { access: "staff", trpc: cases }))).toEqual([
      "things.get: rest serves it, the row has no rest cases",
    ]);
    expect(matrixGaps(registry, replacing("things.get", { access: "staff", rest: cases }))).toEqual([
      "things.get: trpc serves it, the row has no trpc cases",
    ]);
    expect(matrixGaps(registry, replacing("things.upload", { access: "staff", rest: cases, trpc: cases }))).toEqual([
      "things.upload: trpc cases, but trpc does not serve it",
    ]);
    expect(matrixGaps(registry, replacing("things.list", { access: "user", rest: cases, trpc: cases }))).toEqual([
      "things.list: rest cases, but rest does not serve it",
    ]);
  });

  it("refuses to build a matrix from rows that leave a gap", () => {
    expect(() => matrixEntries(registry, without("things.get"), "trpc")).toThrow("things.get: no row");
  });

  it("sends each operation on the transports that serve it, with the row's one access", () => {
    const of = (transport: "rest" | "trpc") =>
      matrixEntries(registry, rows, transport).map(({ key, access, status }) => [key, access, status]);
    expect(of("rest")).toEqual([
      ["GET /api/things/{id} (things.get)", "staff", 200],
      ["POST /api/files (things.upload)", "staff", 201],
    ]);
    expect(of("trpc")).toEqual([
      ["things.get", "staff", 200],
      ["things.list", "user", 200],
    ]);
  });
});
