import { z } from "zod";
import { defineRoute } from "@/server/http/define-route";
import { availabilityExamples } from "./route-examples";
import { createSeries, deleteSeries, getSeries, listSeries, previewSeries, updateSeries } from "./series";
import {
  createSeriesInput,
  listSeriesQuery,
  seriesIdParam,
  seriesOutput,
  seriesPreviewOutput,
  seriesWriteOutput,
  updateSeriesInput,
} from "./series-schema";

const tag = "Bookings";
const path = "/api/bookings/availability-series";

export const listSeriesRoute = defineRoute({
  method: "GET",
  path,
  tag,
  access: "staff",
  summary: "Weekly recurring blocks of the teachers you manage (a teacher: their own), with their occurrences",
  query: listSeriesQuery,
  output: z.array(seriesOutput),
  examples: availabilityExamples.listSeries,
  // A teacher_id of no teacher (the platform admin, see scoped-ids.ts).
  errors: [422],
  handler: ({ query, ctx }) => listSeries(ctx, query),
});

export const getSeriesRoute = defineRoute({
  method: "GET",
  path: `${path}/{id}`,
  tag,
  access: "staff",
  summary: "One weekly recurring block, with its occurrences",
  params: seriesIdParam,
  output: seriesOutput,
  examples: availabilityExamples.getSeries,
  errors: [404],
  handler: ({ params, ctx }) => getSeries(ctx, params),
});

export const previewSeriesRoute = defineRoute({
  method: "POST",
  path: `${path}/preview`,
  tag,
  access: "staff",
  summary: "Dry run: the occurrences a series would have, each with the block it overlaps and the bookings inside",
  description: "Writes nothing. Takes the body of POST /api/bookings/availability-series.",
  body: createSeriesInput,
  output: seriesPreviewOutput,
  examples: availabilityExamples.previewSeries,
  errors: [422],
  handler: ({ body, ctx }) => previewSeries(ctx, body),
});

export const createSeriesRoute = defineRoute({
  method: "POST",
  path,
  tag,
  access: "staff",
  summary: "Create a weekly recurring block: one availability block per occurrence, all or none",
  description:
    "RFC 5545 subset: FREQ=WEEKLY, BYDAY, and COUNT or UNTIL; at most 104 occurrences within 366 days, " +
    "each at most 24 hours, at the first occurrence's wall clock in the school's time zone. One occurrence " +
    "overlapping another block refuses the series with 409, with an issue per overlapping occurrence.",
  body: createSeriesInput,
  output: seriesWriteOutput,
  examples: availabilityExamples.createSeries,
  status: 201,
  errors: [409, 422],
  handler: ({ body, ctx }) => createSeries(ctx, body),
});

export const updateSeriesRoute = defineRoute({
  method: "PATCH",
  path: `${path}/{id}`,
  tag,
  access: "staff",
  summary: "Edit the whole series: its occurrences that have not started are replaced by the new rule's",
  description: "To edit one occurrence, PATCH /api/bookings/availability-blocks/{id}: the block leaves the series.",
  params: seriesIdParam,
  body: updateSeriesInput,
  output: seriesWriteOutput,
  examples: availabilityExamples.updateSeries,
  errors: [404, 409, 422],
  handler: ({ params, body, ctx }) => updateSeries(ctx, { id: params.id, data: body }),
});

export const deleteSeriesRoute = defineRoute({
  method: "DELETE",
  path: `${path}/{id}`,
  tag,
  access: "staff",
  summary: "Delete the series and its occurrences that have not started (those that have stay as single blocks)",
  params: seriesIdParam,
  status: 204,
  errors: [404],
  handler: async ({ params, ctx }) => {
    await deleteSeries(ctx, params);
    return new Response(null, { status: 204 });
  },
});

export const seriesRoutes = [
  listSeriesRoute,
  getSeriesRoute,
  previewSeriesRoute,
  createSeriesRoute,
  updateSeriesRoute,
  deleteSeriesRoute,
];
