import fc from "fast-check";
import type { AnyRoute } from "@/server/rest/define-route";
import { maxBodyBytes } from "@/server/http/read-body";
import { fileBodyArbitrary } from "./file-body";
import {
  acceptHeaders,
  badQueryValues,
  contentTypes,
  notJsonText,
  overLimitText,
  pathValueArbitrary,
} from "./break-request";
import { breakValue, toJsonText, valueBreakArbitrary } from "./break-value";
import type { IdPools } from "./id-pools";
import type { ValidExamples } from "./valid-examples";
import { jsonSchemaOf, schemaArbitrary, type JsonSchema } from "./schema-arbitrary";

export type Caller = "admin" | "schoolAdmin" | "invalid";

/** One generated request, before it is addressed to a server. */
export type FuzzCase = {
  caller: Caller;
  /** Which bad credential an "invalid" caller sends. */
  credential: number;
  params: Record<string, string>;
  query: [string, string][];
  rawQuery: string;
  body?: { text: string; contentType?: string };
  accept?: string;
  /** What was broken, for the failure report. */
  notes: string[];
};

const queryBreaks = ["bad-value", "missing", "extra", "repeat", "raw"] as const;
const rawQueries = ["%E0%A4%A", "==&&=", "a", "%zz=1", "limit", "__proto__=1", "constructor[prototype]=x"];

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** What a URL carries of a string: lone surrogates cannot be percent-encoded and arrive as U+FFFD. */
const wellFormed = (value: string) => value.replace(loneSurrogate, "\uFFFD");
// "", "." and ".." would not stay one path segment (the URL is normalised to another route).
const isSegment = (value: string) => value !== "" && value !== "." && value !== "..";

function paramsArbitrary(route: AnyRoute, pools: IdPools): fc.Arbitrary<Record<string, string>> {
  if (!route.params) return fc.constant({});
  const properties = jsonSchemaOf(route.params).properties ?? {};
  const segments = route.path.split("/");
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => {
      const before = segments[segments.indexOf(`{${name}}`) - 1] ?? "";
      return [
        name,
        pathValueArbitrary(schemaArbitrary(schema, pools, [before, name]).map(String))
          .map(wellFormed)
          .filter(isSegment),
      ];
    }),
  );
  return fc.record(model) as fc.Arbitrary<Record<string, string>>;
}

function queryArbitrary(
  route: AnyRoute,
  pools: IdPools,
): fc.Arbitrary<{ query: [string, string][]; rawQuery: string; notes: string[] }> {
  if (!route.query) return fc.constant({ query: [], rawQuery: "", notes: [] });
  const schema = jsonSchemaOf(route.query);
  const keys = Object.keys(schema.properties ?? {});
  const breaks = fc.array(fc.record({ kind: fc.constantFrom(...queryBreaks), pick: fc.nat(), variant: fc.nat() }), {
    maxLength: 3,
  });
  return fc.tuple(schemaArbitrary(schema, pools), breaks).map(([valid, list]) => {
    const query = Object.entries(valid as Record<string, unknown>).map(([k, v]) => [k, String(v)] as [string, string]);
    let rawQuery = "";
    for (const b of list) {
      const key = keys[b.pick % keys.length] ?? "x";
      const bad = badQueryValues[b.variant % badQueryValues.length]!;
      if (b.kind === "bad-value") query.splice(0, query.length, ...query.filter(([k]) => k !== key), [key, bad]);
      if (b.kind === "missing") query.splice(0, query.length, ...query.filter(([k]) => k !== key));
      if (b.kind === "extra") query.push([`extra_${b.variant % 5}`, bad]);
      if (b.kind === "repeat") query.push([key, bad]);
      if (b.kind === "raw") rawQuery = rawQueries[b.variant % rawQueries.length]!;
    }
    return { query, rawQuery, notes: list.map((b) => `query:${b.kind}`) };
  });
}

const bodyModes = fc.constantFrom(
  "valid",
  "valid",
  "valid",
  "broken",
  "broken",
  "broken",
  "broken",
  "broken",
  "not-json",
  "content-type",
  "over-limit",
  "empty",
);

function bodyArbitrary(
  route: AnyRoute,
  pools: IdPools,
  examples: unknown[],
): fc.Arbitrary<{ body?: FuzzCase["body"]; notes: string[] }> {
  if (route.consumes) return fileBodyArbitrary(route.consumes);
  if (!route.body) return fc.constant({ notes: [] });
  const schema: JsonSchema = jsonSchemaOf(route.body);
  const generated = schemaArbitrary(schema, pools);
  const base = examples.length ? fc.oneof(generated, fc.constantFrom(...examples)) : generated;
  return fc
    .tuple(base, bodyModes, fc.array(valueBreakArbitrary, { minLength: 1, maxLength: 3 }), fc.nat())
    .map(([valid, mode, breaks, variant]) => {
      const json = "application/json";
      switch (mode) {
        case "broken":
          return {
            body: { text: toJsonText(breaks.reduce(breakValue, valid)), contentType: json },
            notes: breaks.map((b) => `body:${b.kind}/${b.variant}`),
          };
        case "not-json":
          return {
            body: { text: notJsonText(toJsonText(valid), variant), contentType: json },
            notes: [`body:not-json/${variant}`],
          };
        case "content-type":
          return {
            body: { text: toJsonText(valid), contentType: contentTypes[variant % contentTypes.length] },
            notes: ["body:content-type"],
          };
        case "over-limit":
          return {
            body: { text: overLimitText(toJsonText(valid), maxBodyBytes, variant), contentType: json },
            notes: ["body:over-limit"],
          };
        case "empty":
          return { body: { text: "", contentType: variant % 2 ? json : undefined }, notes: ["body:empty"] };
        default:
          return { body: { text: toJsonText(valid), contentType: json }, notes: [] };
      }
    });
}

const callers = fc.constantFrom<Caller>(
  "admin",
  "admin",
  "admin",
  "admin",
  "admin",
  "admin",
  "schoolAdmin",
  "schoolAdmin",
  "schoolAdmin",
  "invalid",
);

/**
 * Requests for one route: valid-shaped inputs from its declared schemas (or a valid example, where
 * the route has one), then broken in many ways.
 */
export function requestCaseArbitrary(route: AnyRoute, pools: IdPools, examples: ValidExamples): fc.Arbitrary<FuzzCase> {
  const accept = route.produces
    ? fc.option(fc.constantFrom(...acceptHeaders), { nil: undefined })
    : fc.constant(undefined);
  return fc
    .record({
      caller: callers,
      credential: fc.nat(),
      params: paramsArbitrary(route, pools),
      query: queryArbitrary(route, pools),
      body: bodyArbitrary(route, pools, examples[`${route.method} ${route.path}`] ?? []),
      accept,
    })
    .map(({ caller, credential, params, query, body, accept }) => ({
      caller,
      credential,
      params,
      query: query.query,
      rawQuery: query.rawQuery,
      body: body.body,
      accept,
      notes: [...query.notes, ...body.notes],
    }));
}
