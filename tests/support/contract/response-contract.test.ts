import { describe, expect, it } from "vitest";
import { apiDocument } from "@/server/api/api-document";
import { responseContract, type Exchange } from "./response-contract";

const check = responseContract(apiDocument());
const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const me = {
  id: "5f0c7a52-8c1e-4d3b-9a51-0b8f4e1f7a10",
  email: "ana@example.com",
  name: "Ana Souza",
  role: "SCHOOL_ADMIN",
  schools: [],
  groups: [],
};
const getMe = (answer: Partial<Exchange>): Exchange => ({
  method: "GET",
  path: "/api/me",
  status: 200,
  contentType: "application/json",
  body: json(me),
  ...answer,
});
const error = { error: { code: "NOT_FOUND", reason: "route_not_found", message: "No such route", issues: [] } };

describe("the response contract", () => {
  it("passes an answer the document describes, HEAD and a 304 included", () => {
    expect(check(getMe({}))).toBeUndefined();
    expect(check(getMe({ method: "HEAD", body: undefined }))).toBeUndefined();
    expect(check(getMe({ status: 304, contentType: undefined, body: Buffer.alloc(0) }))).toBeUndefined();
  });

  it("fails a status the operation does not declare", () => {
    expect(check(getMe({ status: 500, body: json(error) }))).toMatch(/getMe\) answered 500: status not declared/);
  });

  it("fails a field the schema does not have", () => {
    expect(check(getMe({ body: json({ ...me, password_hash: "x" }) }))).toMatch(
      /must NOT have additional properties.*password_hash/,
    );
  });

  it("fails a Content-Type the status does not declare", () => {
    expect(check(getMe({ contentType: "text/html", body: Buffer.from("<p>me</p>") }))).toMatch(
      /Content-Type text\/html not declared \(application\/json\)/,
    );
  });

  it("fails a value of the wrong format", () => {
    expect(check(getMe({ body: json({ ...me, email: "not an address" }) }))).toMatch(/\/email must match format/);
  });

  it("matches media type parameters but the charset", () => {
    const report = {
      method: "POST",
      path: "/api/reports/bookings-workload",
      status: 200,
      body: Buffer.from("csv"),
    };
    expect(check({ ...report, contentType: "text/csv; charset=utf-8; profile=excel" })).toBeUndefined();
    expect(check({ ...report, contentType: "text/csv; profile=other" })).toMatch(/not declared/);
  });

  it("checks a method the path does not take as a 405 of the path", () => {
    const wrong = { method: "PUT", path: "/api/me", contentType: "application/json" };
    const refused = { error: { ...error.error, code: "METHOD_NOT_ALLOWED", reason: "method_not_allowed" } };
    expect(check({ ...wrong, status: 405, body: json(refused) })).toBeUndefined();
    expect(check({ ...wrong, status: 200, body: json(me) })).toMatch(/declares no PUT operation/);
  });
});
