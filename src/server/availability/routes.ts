import { z } from "zod";
import { defineRoute } from "@/server/http/define-route";
import { PageAnswer } from "@/server/http/page-answer";
import { optionalPaging } from "@/server/http/page-query";
import { createBlock, deleteBlock, listBlocks, updateBlock } from "./blocks";
import { availabilityExamples } from "./route-examples";
import {
  blockIdParam,
  blockOutput,
  blockWriteOutput,
  createBlockInput,
  listBlocksQuery,
  updateBlockInput,
} from "./schema";
import { seriesRoutes } from "./series-routes";

const tag = "Bookings";

export const listBlocksRoute = defineRoute({
  method: "GET",
  path: "/api/bookings/availability-blocks",
  tag,
  access: "staff",
  summary: "Availability blocks overlapping the range, of the teachers you manage (a teacher: their own)",
  description:
    "start_date and end_date (ms since epoch) in the query string, or in a JSON body as the spec lists them " +
    "(the server moves body parameters of this GET into the query; the query string wins). Default: the current " +
    "year in the school's time zone. By start; the whole list, or with `limit` one page of it and a Link header " +
    "to the next.",
  query: listBlocksQuery.extend(optionalPaging.shape),
  output: z.array(blockOutput),
  examples: availabilityExamples.listBlocks,
  // end_date before start_date; a teacher_id of no teacher (the platform admin, see scoped-ids.ts).
  errors: [422],
  paged: true,
  handler: async ({ query: { limit, cursor, ...filters }, ctx }) => {
    const page = await listBlocks(ctx, filters, { limit, cursor });
    return new PageAnswer(page.items, page.next_cursor);
  },
});

export const createBlockRoute = defineRoute({
  method: "POST",
  path: "/api/bookings/availability-blocks",
  tag,
  access: "staff",
  summary: "Create a block; lists (and with cancel_conflicts cancels) the teacher's bookings inside it",
  body: createBlockInput,
  output: blockWriteOutput,
  examples: {
    // The demo teacher (src/server/seed) away on a Friday afternoon.
    body: {
      teacher_id: "5b9c2e7d-1a4f-4d8b-9e36-7c0a1f2b3d48",
      start_date: 1773417600000,
      end_date: 1773435600000,
      reason: "Conselho de classe",
      cancel_conflicts: false,
    },
    output: availabilityExamples.createBlock.output,
  },
  status: 201,
  errors: [409, 422],
  handler: ({ body, ctx }) => createBlock(ctx, body),
});

export const updateBlockRoute = defineRoute({
  method: "PATCH",
  path: "/api/bookings/availability-blocks/{id}",
  tag,
  access: "staff",
  summary: "Move or re-explain a block",
  params: blockIdParam,
  body: updateBlockInput,
  output: blockWriteOutput,
  examples: availabilityExamples.updateBlock,
  errors: [404, 409, 422],
  handler: ({ params, body, ctx }) => updateBlock(ctx, { id: params.id, data: body }),
});

export const deleteBlockRoute = defineRoute({
  method: "DELETE",
  path: "/api/bookings/availability-blocks/{id}",
  tag,
  access: "staff",
  summary: "Delete a block",
  params: blockIdParam,
  status: 204,
  errors: [404],
  handler: async ({ params, ctx }) => {
    await deleteBlock(ctx, params);
    return new Response(null, { status: 204 });
  },
});

export const availabilityRoutes = [
  listBlocksRoute,
  createBlockRoute,
  updateBlockRoute,
  deleteBlockRoute,
  ...seriesRoutes,
];
