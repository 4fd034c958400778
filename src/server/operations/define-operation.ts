import { z } from "zod";
import type { Ctx } from "@/server/context";
import type { HttpMethod, RouteContext, RouteDefinition } from "@/server/rest/define-route";
import type { Policy } from "@/server/scope/policy";
import type { ScopedIds } from "@/server/scope/scoped-ids";

/**
 * An operation's input: an object, whose fields a REST binding places in the path, the query or the body; or, for
 * an operation tRPC alone serves, a union of objects told apart by one field (a page that asks for one of several
 * reports).
 */
export type InputSchema = z.ZodObject | z.ZodDiscriminatedUnion | undefined;
export type InputOf<I extends InputSchema> = I extends z.ZodType ? z.output<I> : undefined;

export type RestParts = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };
type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;
type PartsOf<P extends RestParts> = { params: Parsed<P["params"]>; query: Parsed<P["query"]>; body: Parsed<P["body"]> };

/**
 * An operation's REST binding: the route's method, path and document entry (`RouteDefinition`'s fields), and where
 * the input travels. The input's fields named in the path are its parameters; `bodyField` names the field sent as
 * the JSON body (a write's `data`); the other fields go in the query of a GET or DELETE and in the body otherwise.
 */
export type RestBinding<I extends InputSchema, P extends RestParts = RestParts, R = unknown> = Omit<
  RouteDefinition,
  "access" | "scoped" | "heavy" | "replica" | "handler" | "params" | "query" | "body" | "examples" | "location"
> & {
  /** For a 201 whose new record can be read back: its path, sent as the Location header. */
  location?: (output: R) => string;
  examples?: { body?: unknown; output?: unknown };
  bodyField?: string;
  /** REST's own request, where it takes more than the input (paging) or sends it otherwise; `input` builds it. */
  parts?: P;
  input?: (parts: PartsOf<P>, ctx: RouteContext) => InputOf<I> | Promise<InputOf<I>>;
  /**
   * REST's answer when it is not the operation's result as JSON: a page with its Link, a stream, a file. It also
   * gets REST's parts, for what REST takes beside the input (a page's limit and cursor).
   */
  answer?: (ctx: RouteContext, input: InputOf<I>, parts: PartsOf<P>) => Promise<unknown>;
};

export type OperationKind = "query" | "mutation";

/**
 * One operation of the API, declared once: who may call it, the ids of its input that must lie in the caller's
 * scope, its service, and how REST and tRPC reach it. The REST route, the tRPC procedure, the OpenAPI entry and the
 * policy test derive from it (src/server/api/operations.ts).
 */
export type Operation<
  I extends InputSchema = InputSchema,
  R = unknown,
  P extends RestParts = RestParts,
  K extends OperationKind = OperationKind,
  T extends false | undefined = false | undefined,
> = {
  /** A tRPC query (a read) or mutation (a write). */
  kind: K;
  access: Policy;
  /** Heavy work (a report, every student's performance): limited per user (takeHeavySlot). */
  heavy?: boolean;
  /**
   * Its reads may be served by a streaming replica (docs/deploy.md, "Read replicas"): a heavy read that writes
   * nothing. The caller's own recent writes are still seen.
   */
  replica?: true;
  input?: I;
  /** Ids of the input that must lie in the caller's scope, by dotted path from the input (scoped-ids.ts). */
  scoped?: ScopedIds;
  /**
   * The service; an operation REST alone serves may answer with `rest.answer` instead (it reads the request). On
   * a `paged` REST route, a result with its `next_cursor` also goes out as the Link header.
   */
  run?: (ctx: Ctx, input: InputOf<I>) => Promise<R>;
  /** `false` for an operation REST alone serves (a file answer, a raw body). */
  trpc?: T;
  rest?: RestBinding<I, P, R>;
};

/** A REST binding's method and path in one string, as the document shows them: `"PATCH /api/disciplines/{id}"`. */
export type RouteText = `${HttpMethod} /${string}`;
type KindOf<Route extends RouteText> = Route extends `GET ${string}` ? "query" : "mutation";

/**
 * An operation as its feature writes it. `rest.route` names the method and path; `kind` follows from the method (a
 * GET is a query, any other method a mutation) and is stated where it does not (a POST that only reads) or where REST
 * does not serve the operation. A write's `data`, when the input has one, travels as the JSON body unless `bodyField`
 * says otherwise.
 */
export type OperationDeclaration<
  I extends InputSchema,
  R,
  P extends RestParts,
  K extends OperationKind,
  T extends false | undefined,
  Route extends RouteText,
> = Omit<Operation<I, R, P, K, T>, "kind" | "rest"> &
  ({ kind: K; rest?: RestDeclaration<I, P, R, Route> } | { kind?: K; rest: RestDeclaration<I, P, R, Route> });
type RestDeclaration<I extends InputSchema, P extends RestParts, R, Route extends RouteText> = Omit<
  RestBinding<I, P, R>,
  "method" | "path"
> & { route: Route };

const hasData = (input: InputSchema) => input instanceof z.ZodObject && "data" in input.shape;

/** Declares an operation: its REST route split into method and path, its kind and body field filled in. */
export function defineOperation<
  I extends InputSchema = undefined,
  R = unknown,
  P extends RestParts = RestParts,
  const Route extends RouteText = RouteText,
  const K extends OperationKind = KindOf<Route>,
  const T extends false | undefined = undefined,
>(declaration: OperationDeclaration<I, R, P, K, T, Route>): Operation<I, R, P, K, T> {
  const { kind, rest, ...operation } = declaration;
  if (!rest) return { kind: kind!, ...operation };
  const { route, ...binding } = rest;
  const [method, path] = route.split(" ") as [HttpMethod, string];
  return {
    kind: kind ?? ((method === "GET" ? "query" : "mutation") as K),
    ...operation,
    rest: { method, path, ...(hasData(operation.input) && { bodyField: "data" }), ...binding },
  };
}

export type AnyOperation = Operation<any, any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
