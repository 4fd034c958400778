import { z } from "zod";
import type { AnyRoute, HttpMethod } from "@/server/rest/define-route";
import { PageAnswer } from "@/server/http/page-answer";
import type { ScopedIds } from "@/server/scope/scoped-ids";
import type { AnyOperation } from "./define-operation";

const pathNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
const bodyless = (method: HttpMethod) => method === "GET" || method === "DELETE";

/** The fields of `schema` named in `keys`: the schema itself when that is all of them (its document entry kept). */
function fieldsOf(schema: z.ZodObject, keys: string[]): z.ZodObject | undefined {
  if (!keys.length) return undefined;
  const all = Object.keys(schema.shape);
  if (keys.length === all.length) return schema;
  return schema.pick(Object.fromEntries(keys.map((key) => [key, true])) as never);
}

const keysOf = (schema: unknown) => new Set(schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);

/** Where each of the input's top-level fields travels on REST: as the route's own parts say, if it has them. */
function placesOf(operation: AnyOperation, method: HttpMethod, path: string) {
  const params = new Set(pathNames(path));
  const { bodyField, parts } = operation.rest ?? {};
  const inQuery = keysOf(parts?.query);
  return (field: string): "params" | "query" | "body" =>
    params.has(field)
      ? "params"
      : field === bodyField
        ? "body"
        : inQuery.has(field) || (!parts && bodyless(method))
          ? "query"
          : "body";
}

/** The input's scoped ids as paths from REST's `{ params, query, body }`: a field of `data` is a field of the body. */
function restScoped(operation: AnyOperation, method: HttpMethod, path: string): ScopedIds | undefined {
  if (!operation.scoped) return undefined;
  const place = placesOf(operation, method, path);
  const bodyField = operation.rest?.bodyField;
  return Object.fromEntries(
    Object.entries(operation.scoped).map(([scopedPath, kind]) => {
      const [first, ...rest] = scopedPath.split(".");
      const where = place(first!);
      const within = first === bodyField ? rest : [first!, ...rest];
      return [[where, ...within].join("."), kind];
    }),
  );
}

/** The REST route of an operation: its request parts from the input unless it declares its own, the same policy. */
export function restRouteOf(operation: AnyOperation): AnyRoute {
  const rest = operation.rest;
  if (!rest) throw new Error("An operation without a REST binding has no route");
  const { bodyField, parts, input: toInput, answer, ...route } = rest;
  const schema = operation.input;
  if (schema && !(schema instanceof z.ZodObject))
    throw new Error(`${rest.method} ${rest.path}: a REST binding places the fields of an object input`);
  const place = placesOf(operation, rest.method, rest.path);
  const fields = schema ? Object.keys(schema.shape) : [];
  const travelling = (where: "params" | "query" | "body") =>
    schema &&
    fieldsOf(
      schema,
      fields.filter((field) => place(field) === where),
    );
  const derived = schema && {
    params: travelling("params"),
    query: travelling("query"),
    body: bodyField ? (schema.shape[bodyField] as z.ZodType) : travelling("body"),
  };
  return {
    ...route,
    access: operation.access,
    scoped: restScoped(operation, rest.method, rest.path),
    heavy: operation.heavy,
    replica: operation.replica,
    ...(parts ?? derived ?? {}),
    handler: async (request) => {
      const { params, query, body, ctx } = request;
      const input = toInput
        ? await toInput(request as never, ctx)
        : bodyField
          ? { ...params, ...query, [bodyField]: body }
          : { ...params, ...query, ...body };
      // The parts go to REST's own answer only: a service's further parameters are not REST's.
      if (answer) return answer(ctx, input as never, request as never);
      if (!operation.run) throw new Error(`${rest.method} ${rest.path} declares neither a service nor an answer`);
      const result: unknown = await operation.run(ctx, input as never);
      // A paged list the service answers with its next_cursor: REST also sends that cursor as the Link header.
      return rest.paged ? new PageAnswer(result, (result as { next_cursor: string | null }).next_cursor) : result;
    },
  } as AnyRoute;
}

/** The REST routes of a set of operations, in their order; those tRPC alone serves have none. */
export const restRoutesOf = (operations: Record<string, AnyOperation>): AnyRoute[] =>
  Object.values(operations)
    .filter((operation) => operation.rest)
    .map(restRouteOf);
