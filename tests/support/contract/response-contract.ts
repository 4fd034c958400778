import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";

type Json = Record<string, unknown>;
type MediaObject = { schema?: Json };
type ResponseObject = { content?: Record<string, MediaObject> };
type Operation = { operationId: string; responses: Record<string, ResponseObject> };
export type OpenApiDocument = { paths: Record<string, Record<string, unknown>>; components?: Json };

/** One answer as the client received it; `body` undefined when it is not to be checked (HEAD, too large). */
export type Exchange = { method: string; path: string; status: number; contentType?: string; body?: Buffer };

/** The document with every `#/components/…` reference replaced by what it names, so each schema stands alone. */
function dereference(node: unknown, document: OpenApiDocument): unknown {
  if (Array.isArray(node)) return node.map((item) => dereference(item, document));
  if (!node || typeof node !== "object") return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === "string" && ref.startsWith("#/components/")) {
    const target = ref
      .slice(2)
      .split("/")
      .reduce<unknown>((at, key) => (at as Json | undefined)?.[key], document);
    return dereference(target, document);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, dereference(value, document)]));
}

type PathMatcher = { template: string; pattern: RegExp };

/**
 * Templates as patterns, static segments first (/api/exams/users before /api/exams/{examId}). A last parameter
 * may span segments: an upload's key holds slashes.
 */
function pathMatchers(templates: string[]): PathMatcher[] {
  const compile = (template: string, spanning: boolean) => {
    const source = template
      .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
      .replace(/\{\w+\}$/, spanning ? "(.+)" : "([^/]+)")
      .replace(/\{\w+\}/g, "([^/]+)");
    return { template, pattern: new RegExp(`^${source}$`) };
  };
  const params = (template: string) => (template.match(/\{/g) ?? []).length;
  const byParams = [...templates].sort((a, b) => params(a) - params(b));
  return [...byParams.map((t) => compile(t, false)), ...byParams.filter(params).map((t) => compile(t, true))];
}

type MediaType = { essence: string; params: Map<string, string> };

function parseMediaType(text: string): MediaType {
  const [essence = "", ...params] = text.split(";").map((part) => part.trim());
  return {
    essence: essence.toLowerCase(),
    params: new Map(params.map((p) => p.split("=").map((s) => s.trim().toLowerCase()) as [string, string])),
  };
}

/**
 * The declared media type an answer's Content-Type is: the same type, and the same parameters but charset
 * (`text/csv; charset=utf-8; profile=excel` is `text/csv; profile=excel`, not `text/csv`).
 */
function declaredTypeOf(actual: string, declared: string[]): string | undefined {
  const sent = parseMediaType(actual);
  const sentParams = [...sent.params].filter(([name]) => name !== "charset");
  return declared.find((candidate) => {
    const wanted = parseMediaType(candidate);
    wanted.params.delete("charset");
    return (
      wanted.essence === sent.essence &&
      wanted.params.size === sentParams.length &&
      sentParams.every(([name, value]) => wanted.params.get(name) === value)
    );
  });
}

const isJson = (mediaType: string) => /^application\/([\w.+-]*\+)?json$/.test(parseMediaType(mediaType).essence);

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || "(root)"} ${e.message ?? ""} ${JSON.stringify(e.params)}`)
    .join("; ");

/**
 * A checker of answers against an OpenAPI document: the status must be declared for the operation (a method the
 * path does not take: a 405 some operation of the path declares), the Content-Type among the status's media
 * types, and a JSON body valid against its schema (JSON Schema 2020-12 with formats). Each schema is compiled
 * on first use only. Answers to paths outside the document are not checked. Returns the violation, if any.
 */
export function responseContract(document: OpenApiDocument): (exchange: Exchange) => string | undefined {
  const paths = dereference(document.paths, document) as Record<string, Record<string, Operation>>;
  const matchers = pathMatchers(Object.keys(paths));
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();
  const validatorOf = (key: string, schema: Json) => {
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = ajv.compile(schema)));
    return validate;
  };

  return (exchange) => {
    // OPTIONS is every known path's 204 with Allow, which the document does not list as operations.
    if (exchange.method === "OPTIONS") return undefined;
    const template = matchers.find((m) => m.pattern.test(exchange.path))?.template;
    if (!template) return undefined;
    const operations = paths[template]!;
    const method = exchange.method === "HEAD" ? "get" : exchange.method.toLowerCase();
    const operation =
      operations[method] ??
      (exchange.status === 405 ? Object.values(operations).find((op) => op.responses["405"]) : undefined);
    const name = operation?.operationId ?? template;
    const where = `${exchange.method} ${exchange.path} (${name}) answered ${exchange.status}`;
    if (!operation) return `${where}: the path declares no ${exchange.method.toUpperCase()} operation`;
    const response = operation.responses[String(exchange.status)];
    if (!response) {
      const body = exchange.body?.toString("utf8").slice(0, 300) ?? "";
      return `${where}: status not declared for the operation${body ? ` (${body})` : ""}`;
    }
    const declared = Object.keys(response.content ?? {});
    if (!exchange.contentType) {
      const bodiless = exchange.method === "HEAD" || !exchange.body?.length;
      return bodiless || declared.length === 0 ? undefined : `${where}: no Content-Type, declared ${declared}`;
    }
    const mediaType = declaredTypeOf(exchange.contentType, declared);
    if (!mediaType)
      return `${where}: Content-Type ${exchange.contentType} not declared (${declared.join(", ") || "none"})`;
    const schema = response.content![mediaType]!.schema;
    if (!isJson(mediaType) || !schema || exchange.body === undefined || exchange.method === "HEAD") return undefined;
    let value: unknown;
    try {
      value = JSON.parse(exchange.body.toString("utf8"));
    } catch {
      return `${where}: the body is not JSON`;
    }
    const validate = validatorOf(`${template} ${method} ${exchange.status} ${mediaType}`, schema);
    return validate(value) ? undefined : `${where} ${mediaType}: ${describeErrors(validate.errors)}`;
  };
}
