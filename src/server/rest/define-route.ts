import type { z } from "zod";
import type { Ctx } from "@/server/context";
import type { Policy } from "@/server/scope/policy";
import type { ScopedIds } from "@/server/scope/scoped-ids";
import type { PageAnswer } from "@/server/http/page-answer";
import type { StreamedAnswer } from "@/server/http/streamed-response";
import type { ApiRequest } from "@/server/http/api-request";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export type RouteContext = Ctx & { request: ApiRequest };

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export type RouteDefinition<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  O extends z.ZodType | undefined = z.ZodType | undefined,
> = {
  method: HttpMethod;
  /** OpenAPI style: /api/disciplines/{id} */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** Who may call the route; stated on every route, never defaulted (a test checks each has one). */
  access: Policy;
  /** Ids of the input that must lie in the caller's scope, by path from `{ params, query, body }` (scoped-ids.ts). */
  scoped?: ScopedIds;
  /** Heavy work (a report, every student's performance): limited per user (takeHeavySlot). */
  heavy?: boolean;
  /** A read a streaming replica may serve (docs/deploy.md, "Read replicas"): never one that writes. */
  replica?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  /** A route that takes a file as its body instead of JSON: the media types it reads (the handler reads the body). */
  consumes?: string[];
  /** JSON output; routes that stream files also list `produces`. */
  output?: O;
  produces?: string[];
  status?: 200 | 201 | 204;
  /** For a 201 whose new record can be read back: its path, sent as the Location header. */
  location?: (output: Infer<O>) => string;
  /** A list paged by cursor (limit and cursor in its query): its answer may carry a Link header to the next page. */
  paged?: boolean;
  /** A second success its handler answers as a Response (a dry run's 200 beside the import's 201), for the document. */
  alsoAnswers?: { status: 200 | 201; description: string; output: z.ZodType };
  /** Status codes besides success, for the OpenAPI document. */
  errors?: number[];
  /** For the OpenAPI document: a request body and a JSON answer, from the demo data (checked against the schemas). */
  examples?: { body?: z.input<NonNullable<B>>; output?: z.output<NonNullable<O>> };
  handler: (input: {
    params: Infer<P>;
    query: Infer<Q>;
    body: Infer<B>;
    ctx: RouteContext;
  }) => Promise<Infer<O> | PageAnswer<Infer<O>> | Response | StreamedAnswer>;
};

export type AnyRoute = RouteDefinition<any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
