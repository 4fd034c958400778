import { z } from "zod";
import type { AnyRoute } from "./define-route";
import { errorStatus, type ErrorCode } from "@/server/errors/domain-error";
import { maxBodyBytes } from "@/server/http/read-body";
import { fileContent } from "./file-content";
import { operationIdOf } from "./operation-id";
import type { ServedOperation } from "./served-operation";

type JsonSchema = Record<string, unknown>;

const schemaOf = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
  }) as JsonSchema;
  return rest;
};

const errorParams: JsonSchema = {
  type: "object",
  additionalProperties: { type: ["string", "number"] },
};

const errorSchema: JsonSchema = {
  type: "object",
  required: ["error"],
  additionalProperties: false,
  properties: {
    error: {
      type: "object",
      required: ["code", "reason", "message", "issues"],
      additionalProperties: false,
      properties: {
        code: {
          type: "string",
          enum: Object.keys(errorStatus),
          description: "The category, one per status",
          examples: ["UNPROCESSABLE"],
        },
        reason: {
          type: "string",
          description: "Why, as a stable snake_case code; new reasons may appear",
          examples: ["block_overlap"],
        },
        message: { type: "string", description: "English, for people; may change" },
        params: { ...errorParams, description: "The values that go with the reason, e.g. a limit" },
        issues: {
          type: "array",
          items: {
            type: "object",
            required: ["path", "code", "message"],
            additionalProperties: false,
            properties: {
              path: { type: "array", items: { type: ["string", "integer"] } },
              code: { type: "string", description: "Stable snake_case code", examples: ["required"] },
              message: { type: "string", description: "English, for people; may change" },
              params: { ...errorParams, description: "The values that go with the code, e.g. the id concerned" },
            },
          },
        },
      },
    },
  },
};

const statusText: Record<number, string> = {
  400: "Malformed request: wrong type, format or enum value, or a body that is not JSON",
  401: "No valid credential (the WWW-Authenticate header names the Bearer scheme)",
  403: "Outside the caller's access",
  404: "Not found",
  405: "The path does not take this method; the Allow header names those it does",
  406: "None of the offered formats is acceptable",
  409: "Conflict with existing data",
  413: `Body larger than ${maxBodyBytes} bytes`,
  415: "The body's Content-Type is not one the operation reads, or an uploaded file is not of its prepared type",
  422:
    "Validation error: a required field is missing (reason validation_failed) or a rule is broken (the reason names " +
    "the rule)",
  429:
    "Too many failed token checks from this address (every bearer request is refused until the Retry-After header's " +
    "seconds have passed), on a report or student performance route too many of the caller's at once, an import " +
    "while another runs (import_busy), or more question media targets than the hourly quota (media_quota_exceeded)",
  503: "The database cannot be reached; try again",
};

const location = {
  Location: { description: "Path of the created record, to read it back", schema: { type: "string" } },
};

const etag = {
  ETag: { description: "Tag of this answer, for If-None-Match", schema: { type: "string" } },
  "Cache-Control": { description: "`private, no-cache`: revalidate with the tag", schema: { type: "string" } },
};

const allow = {
  Allow: { description: "The methods the path takes, e.g. `GET, HEAD, OPTIONS`", schema: { type: "string" } },
};

const link = {
  Link: {
    description:
      'The next page\'s URL as `<url>; rel="next"` (RFC 8288), its cursor opaque; absent on the last page ' +
      "and when the whole list was asked for",
    schema: { type: "string" },
  },
};

/** The Error schema with the one `code` a status has (404: NOT_FOUND). */
const errorOfStatus = (status: number) => ({
  allOf: [
    { $ref: "#/components/schemas/Error" },
    {
      properties: {
        error: {
          properties: { code: { const: Object.keys(errorStatus).find((k) => errorStatus[k as ErrorCode] === status) } },
        },
      },
    },
  ],
});

/** Headers of an error response besides its JSON. */
const errorHeaders: Record<string, Record<string, unknown>> = {
  401: {
    "WWW-Authenticate": {
      description:
        '`Bearer realm="api"`; with `, error="invalid_token"` when a bearer token was sent and failed (RFC 6750)',
      schema: { type: "string" },
    },
  },
  405: allow,
  429: {
    "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer" } },
  },
};

function parameters(schema: z.ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const json = schemaOf(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    description: property.description,
    schema: property,
  }));
}

/**
 * A curl line per operation for the reference page (Redoc shows `x-codeSamples`);
 * `$API` and `$TOKEN` are the reader's.
 */
function curlSample(route: AnyRoute): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => `<${name}>`);
  const accept = route.produces?.length ? ` -H "Accept: ${route.produces[0]}" -o report` : "";
  const body = route.body
    ? " --json @body.json"
    : route.consumes
      ? ` -H "Content-Type: ${route.consumes[0]}" --data-binary @file`
      : "";
  const method = route.method === "GET" ? "" : ` -X ${route.method}`;
  return `curl${method} "$API${path}" -H "Authorization: Bearer $TOKEN"${body}${accept}`;
}

function operation(route: AnyRoute) {
  const status = route.status ?? 200;
  const content: Record<string, unknown> = {};
  if (route.output) {
    content["application/json"] = { schema: schemaOf(route.output, "output"), example: route.examples?.output };
  }
  Object.assign(content, fileContent(route.produces ?? []));
  const errors = [
    ...new Set([
      400,
      401,
      ...(route.access === "user" ? [] : [403]),
      // Any other method on the route's path (the JSON 405 of answerApi).
      405,
      ...(route.output || route.produces?.length ? [406] : []),
      // A body too large, or of a type the route does not read.
      ...(route.body ? [413, 415] : []),
      // A body without a required field; an id of no record, which only the platform admin is told (scoped-ids.ts).
      ...(route.body || route.scoped ? [422] : []),
      429,
      // Every route reads the caller first.
      503,
      ...(route.errors ?? []),
    ]),
  ].sort();
  // A JSON read is tagged (node-bridge.ts); a streamed one is not.
  const tagged = route.method === "GET" && status === 200 && !route.produces?.length && !route.heavy;
  const headers = { ...(route.location && location), ...(tagged && etag), ...(route.paged && link) };
  return {
    operationId: operationIdOf(route),
    "x-codeSamples": [{ lang: "Shell", label: "curl", source: curlSample(route) }],
    tags: [route.tag],
    summary: route.summary,
    description: route.description,
    parameters: [...parameters(route.params, "path"), ...parameters(route.query, "query")],
    requestBody: route.body
      ? {
          required: true,
          content: { "application/json": { schema: schemaOf(route.body, "input"), example: route.examples?.body } },
        }
      : route.consumes
        ? { required: true, content: fileContent(route.consumes) }
        : undefined,
    responses: {
      [status]: {
        description: status === 201 ? "Created" : status === 204 ? "No content" : "OK",
        headers: Object.keys(headers).length ? headers : undefined,
        content: Object.keys(content).length ? content : undefined,
      },
      ...(route.alsoAnswers && {
        [route.alsoAnswers.status]: {
          description: route.alsoAnswers.description,
          content: { "application/json": { schema: schemaOf(route.alsoAnswers.output, "output") } },
        },
      }),
      ...(tagged
        ? { 304: { description: "Not modified: the If-None-Match tag names the current answer", headers: etag } }
        : {}),
      ...errorRefs(errors),
    },
  };
}

const errorRefs = (codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, { $ref: `#/components/responses/E${code}` }]));

/** An operation served outside the routes: public (no token), described by its module. */
const servedOperation = (op: ServedOperation) => ({
  operationId: operationIdOf(op),
  tags: ["Uploads"],
  summary: op.summary,
  description: op.description,
  security: [],
  parameters: op.parameters,
  requestBody: op.requestBody,
  responses: {
    [op.success.status]: { description: op.success.description, content: op.success.content },
    ...errorRefs(op.errors),
  },
});

/** The OpenAPI 3.1 document, generated from the route declarations and the operations served beside them. */
export function openApiDocument(routes: readonly AnyRoute[], served: readonly ServedOperation[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  for (const op of served) (paths[op.path] ??= {})[op.method.toLowerCase()] = servedOperation(op);
  // Only the error responses some operation refers to: an unused component is noise to a reader and a linter.
  const used = new Set(JSON.stringify(paths).match(/#\/components\/responses\/E\d+/g) ?? []);
  return {
    openapi: "3.1.0",
    info: {
      title: "Learning platform admin API",
      version: "1.0.0",
      // No open-source licence: the SPDX form for one of the owner's own, as info.license requires a URL or identifier.
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      description:
        "Reports, bookings, exams, question database and disciplines. " +
        "Authenticate with `Authorization: Bearer <token>` (a teacher or administrator creates one " +
        "on the **API tokens** page of the admin app; it is shown once). " +
        "Dates are sent as milliseconds since the UNIX epoch.",
    },
    servers: [{ url: "/" }],
    security: [{ bearerAuth: [] }, { sessionCookie: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "Personal API token" },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "next-auth.session-token",
          description:
            "Session of the admin pages (`__Secure-next-auth.session-token` when APP_URL is https); ends at sign-out",
        },
      },
      schemas: { Error: errorSchema },
      responses: Object.fromEntries(
        Object.entries(statusText)
          .filter(([code]) => used.has(`#/components/responses/E${code}`))
          .map(([code, description]) => [
            `E${code}`,
            {
              description,
              headers: errorHeaders[code],
              content: { "application/json": { schema: errorOfStatus(Number(code)) } },
            },
          ]),
      ),
    },
  };
}
