import fc from "fast-check";
import { maxEpochMs } from "@/server/http/epoch-ms";

/** The ways a JSON value of the right shape is broken before it is sent. */
export const valueBreaks = [
  "wrong-type",
  "null",
  "missing",
  "extra",
  "huge-string",
  "deep",
  "invalid-uuid",
  "unknown-id",
  "invalid-date",
  "odd-number",
  "not-object",
  "ill-formed-text",
  "ill-formed-key",
  "huge-time",
] as const;
export type ValueBreak = { kind: (typeof valueBreaks)[number]; pick: number; variant: number };

export const valueBreakArbitrary: fc.Arbitrary<ValueBreak> = fc.record({
  kind: fc.constantFrom(...valueBreaks),
  pick: fc.nat(),
  variant: fc.nat(),
});

/**
 * Raw JSON text that JSON.stringify cannot write (too deep for its recursion, or numbers it would
 * turn into null); the value carries a marker string and `toJsonText` splices the text in.
 */
const raw = (text: string) => `\u0000raw:${text}\u0000`;
const rawPattern = /"\\u0000raw:(.*?)\\u0000"/g;

export function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? "").replace(rawPattern, (_, text: string) => JSON.parse(`"${text}"`) as string);
}

const nested = (depth: number, open: string, inner: string, close: string) =>
  raw(open.repeat(depth) + inner + close.repeat(depth));
const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const otherTypes: unknown[] = [42, -1.5, "text", true, false, [], {}, [1, "a"], { a: 1 }, "", 0];
const extraKeys = ["extra", "__proto__", "constructor", "prototype", "id", "$where", "k".repeat(1000), ""];
const hugeLengths = [121, 201, 501, 1001, 2001, 10_001, 50_001, 200_001];
const depths = [64, 1000, 10_000, 100_000];
const invalidUuids = [
  "",
  "not-a-uuid",
  "00000000000000000000000000000000",
  "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz",
  "00000000-0000-0000-0000-00000000000",
  " 3f2504e0-4f89-41d3-9a0c-0305e82c3301",
  "3f2504e0-4f89-41d3-9a0c-0305e82c3301x",
  "'; DROP TABLE schools; --",
  "\u0000",
  "%",
  "{3f2504e0-4f89-41d3-9a0c-0305e82c3301}",
];
const invalidDates = [
  -1,
  -8.64e15,
  maxEpochMs + 1,
  8_640_000_000_000_001,
  1e21,
  1.5,
  "2024-01-01T00:00:00Z",
  "1700000000000",
  "",
  raw("1e999"),
  raw("-1e999"),
  0.000001,
];
/** Times far outside any date type: beyond JavaScript's Date (±8.64e15), and at the edge of a double. */
const hugeTimes = [
  9e15,
  -9e15,
  1e308,
  -1e308,
  8.64e15,
  8.64e15 + 1,
  Number.MAX_SAFE_INTEGER,
  raw("9000000000000000.5"),
  raw("1e400"),
];
// Overlong numerals: more digits than a double holds, tiny fractions, huge exponents.
const overlong = [
  raw("123456789012345678901234567890"),
  raw(`1${"0".repeat(400)}`),
  raw(`0.${"0".repeat(400)}1`),
  raw("1.0000000000000000000000001"),
  raw("-0.0e-99999"),
];
const oddNumbers = [2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53 + 2, -0, 0.5, 1e308, raw("1e999"), ...overlong, -1, 0];
/**
 * Strings that are not Unicode, or that PostgreSQL cannot store: unpaired high and low surrogates
 * (alone, at the ends, reversed), NUL. JSON.stringify writes a lone surrogate as a \u escape.
 */
const illFormedTexts = [
  "\ud800",
  "\udc00",
  "a\ud83d",
  "\ude00b",
  "\udc00\ud800",
  "x\udbff\udbffy",
  "\u0000",
  "a\u0000\ud800",
  "ok \ud83d\ude00 \udfff",
];
const notObjects = [[], [{}], "string", 1, true, null, raw('"\\ud800"')];

type Path = (string | number)[];

function nodes(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  const here = { path, value };
  if (Array.isArray(value)) return [here, ...value.flatMap((v, i) => nodes(v, [...path, i]))];
  if (value && typeof value === "object")
    return [here, ...Object.entries(value).flatMap(([k, v]) => nodes(v, [...path, k]))];
  return [here];
}

const pickOf = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

function setAt(root: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path.at(-1)!] = next;
  return copy;
}

/** One break applied to a copy of `value`; a break with nothing to apply to breaks the type instead. */
export function breakValue(value: unknown, b: ValueBreak): unknown {
  const all = nodes(value);
  const at = (filter: (n: { path: Path; value: unknown }) => boolean) => {
    const found = all.filter(filter);
    return found.length ? pickOf(found, b.pick) : undefined;
  };
  const replace = (filter: (n: { path: Path; value: unknown }) => boolean, next: unknown) => {
    const node = at(filter);
    return node ? setAt(value, node.path, next) : breakValue(value, { ...b, kind: "wrong-type" });
  };
  switch (b.kind) {
    case "wrong-type": {
      const node = pickOf(all, b.pick);
      const kind = (v: unknown) => (Array.isArray(v) ? "array" : v === null ? "null" : typeof v);
      return setAt(
        value,
        node.path,
        pickOf(
          otherTypes.filter((o) => kind(o) !== kind(node.value)),
          b.variant,
        ),
      );
    }
    case "null":
      return setAt(value, pickOf(all, b.pick).path, null);
    case "missing": {
      const node = at(
        (n) => !!n.value && typeof n.value === "object" && !Array.isArray(n.value) && Object.keys(n.value).length > 0,
      );
      if (!node) return breakValue(value, { ...b, kind: "wrong-type" });
      const rest = { ...(node.value as Record<string, unknown>) };
      delete rest[pickOf(Object.keys(rest), b.variant)];
      return setAt(value, node.path, rest);
    }
    case "extra": {
      const node = at((n) => !!n.value && typeof n.value === "object" && !Array.isArray(n.value));
      if (!node) return breakValue(value, { ...b, kind: "wrong-type" });
      const key = pickOf(extraKeys, b.variant);
      const extra = Object.defineProperty({ ...(node.value as object) }, key, {
        value: pickOf(otherTypes, b.pick),
        enumerable: true,
      });
      return setAt(value, node.path, extra);
    }
    case "huge-string": {
      const length = pickOf(hugeLengths, b.variant);
      return replace(
        (n) => typeof n.value === "string" || n.path.length > 0,
        (b.variant % 2 ? "ç" : "x").repeat(length),
      );
    }
    case "deep": {
      const depth = pickOf(depths, b.variant);
      return setAt(
        value,
        pickOf(all, b.pick).path,
        b.variant % 2 ? nested(depth, "[", "", "]") : nested(depth, '{"a":', "1", "}"),
      );
    }
    case "invalid-uuid":
      return replace((n) => typeof n.value === "string" && uuidLike.test(n.value), pickOf(invalidUuids, b.variant));
    case "unknown-id": {
      // Well-formed but (almost surely) of no record, or of a record of another kind or school.
      const node = at(
        (n) =>
          (typeof n.value === "string" && uuidLike.test(n.value)) ||
          (Number.isInteger(n.value) && (n.value as number) < 2 ** 31),
      );
      if (!node) return breakValue(value, { ...b, kind: "wrong-type" });
      const hex = (n: number, width: number) => (n % 16 ** Math.min(width, 12)).toString(16).padStart(width, "0");
      const next =
        typeof node.value === "string"
          ? `${hex(b.variant, 8)}-0000-4000-8000-${hex(b.pick, 12)}`
          : 1 + (b.variant % 2_000);
      return setAt(value, node.path, next);
    }
    case "invalid-date":
      return replace((n) => typeof n.value === "number" && n.value > 1e11, pickOf(invalidDates, b.variant));
    case "odd-number":
      return replace((n) => typeof n.value === "number", pickOf(oddNumbers, b.variant));
    case "not-object":
      return pickOf(notObjects, b.variant);
    case "ill-formed-text": {
      // Not inside a raw splice made by an earlier break: its marker must stay whole.
      const node = at((n) => typeof n.value === "string" && !n.value.startsWith("\u0000raw:"));
      if (!node) return breakValue(value, { ...b, kind: "wrong-type" });
      const bad = pickOf(illFormedTexts, b.variant);
      // In place of the string, or appended to it, so that an otherwise valid value carries the flaw.
      return setAt(
        value,
        node.path,
        Math.floor(b.variant / illFormedTexts.length) % 2 ? bad : `${node.value as string}${bad}`,
      );
    }
    case "ill-formed-key": {
      const node = at((n) => !!n.value && typeof n.value === "object" && !Array.isArray(n.value));
      if (!node) return breakValue(value, { ...b, kind: "ill-formed-text" });
      return setAt(value, node.path, {
        ...(node.value as object),
        [pickOf(illFormedTexts, b.variant)]: pickOf(otherTypes, b.pick),
      });
    }
    case "huge-time":
      return replace((n) => typeof n.value === "number" && n.value > 1e11, pickOf(hugeTimes, b.variant));
  }
}
