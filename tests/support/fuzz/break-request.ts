import fc from "fast-check";
import { maxEpochMs } from "@/server/http/epoch-ms";
import { nowMs } from "@/server/time/now";

/** Body texts that are not JSON at all, or not quite. */
export function notJsonText(serialized: string, variant: number): string {
  const texts = [
    "{",
    "{name: nope}",
    "undefined",
    "NaN",
    "<xml/>",
    "a=1&b=2",
    serialized.slice(0, Math.max(1, Math.floor(serialized.length / 2))),
    `${serialized}garbage`,
    `\uFEFF${serialized}`,
    `${serialized}${serialized}`,
    "\u0000",
    "[1,]",
    '{"a":1,}',
    "'single'",
  ];
  return texts[variant % texts.length]!;
}

/** Content types a JSON body is sent with: only the JSON ones are accepted. */
export const contentTypes = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "text/html",
  "application/octet-stream",
  "application/jsonx",
  "json",
  "APPLICATION/JSON",
  "application/vnd.api+json",
  "application/json; charset=utf-16",
];

/** A body over the limit: padding (valid JSON once trimmed) or a huge field. */
export function overLimitText(serialized: string, limit: number, variant: number): string {
  const pad = limit + 1 + (variant % 3) * 4096;
  return variant % 2 ? " ".repeat(pad) + serialized : JSON.stringify({ huge: "x".repeat(pad) });
}

const DAY = 86_400_000;

/** Query values that break a parameter's type, format or range (three at most stay under the 16 KB that Node allows a request line). */
export const badQueryValues = [
  "",
  " ",
  "abc",
  "1.5",
  "-1",
  "0",
  "true",
  "[]",
  "{}",
  "1e400",
  "0x1F",
  "NaN",
  "Infinity",
  "9".repeat(40),
  "2024-01-01",
  String(nowMs() + 10_000 * DAY),
  String(maxEpochMs + 1),
  "not-a-uuid",
  "3f2504e0-4f89-41d3-9a0c-0305e82c3301,nope",
  ",,,",
  "\u0000",
  "😀".repeat(50),
  "%",
  "x".repeat(1001),
  "y".repeat(4000),
  "'; DROP TABLE schools; --",
  // Forged pagination cursors: well-formed base64url JSON holding values of the wrong kind.
  ...[
    ["x", "y"],
    ["2024-01-01T00:00:00.000Z", "not-a-uuid"],
    ["Fonte", "3f2504e0-4f89-41d3-9a0c-0305e82c3301"],
    ["99999-01-01", "3f2504e0-4f89-41d3-9a0c-0305e82c3301"],
  ].map((c) => Buffer.from(JSON.stringify(c)).toString("base64url")),
];

/** Path segment values that are not ids: signs, fractions, overflow, words, encodings, length. */
export const badPathValues = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "2147483648",
  "99999999999999999999",
  "abc",
  "null",
  "undefined",
  " ",
  "%",
  "%00",
  "'",
  "3f2504e04f8941d39a0c0305e82c3301",
  "3F2504E0-4F89-41D3-9A0C-0305E82C3301",
  "x".repeat(2000),
  "😀",
  "a/b",
];

export const pathValueArbitrary = (valid: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 2, arbitrary: fc.constantFrom(...badPathValues) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.string({ maxLength: 40, unit: "binary" }) },
  );

/** Accept headers a report client might send, acceptable or not. */
export const acceptHeaders = [
  "*/*",
  "application/json",
  "text/csv",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "image/png",
  "text/html;q=0.9, application/xml",
  "text/csv;q=0, */*;q=0",
  "garbage",
  "",
  "application/*",
  "text/*;q=0.5, image/*",
];
