import { z } from "zod";
import { PageAnswer } from "@/server/http/page-answer";
import { defineOperation } from "@/server/operations/define-operation";
import { restPaging } from "@/server/operations/rest-paging";
import { createBlock, deleteBlock, getBlock, listBlocks, updateBlock } from "./blocks";
import { calendarRangeInput, listManageableTeachers, teacherBookings } from "./calendar";
import { availabilityExamples } from "./route-examples";
import {
  blockIdParam,
  blockOutput,
  blockWriteOutput,
  createBlockInput,
  listBlocksQuery,
  updateBlockInput,
} from "./schema";
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
const blocksPath = "/api/bookings/availability-blocks";
const seriesPath = "/api/bookings/availability-series";

/**
 * Teachers' availability (blocks and weekly series), keyed as tRPC names them (`availability.blocks`), in the order
 * of the API's document; `getBlock` and `getSeries` are REST's alone, `teachers` and `bookings` the calendar page's.
 */
export const availabilityOperations = {
  blocks: defineOperation({
    access: "staff",
    input: listBlocksQuery,
    // The page's calendar takes the whole list.
    run: async (ctx, filters) => (await listBlocks(ctx, filters)).items,
    rest: {
      route: `GET ${blocksPath}`,
      tag,
      summary: "Availability blocks overlapping the range, of the teachers you manage (a teacher: their own)",
      description:
        "start_date and end_date (ms since epoch) in the query string, or in a JSON body as the spec lists them " +
        "(the server moves body parameters of this GET into the query; the query string wins). Default: the current " +
        "year in the school's time zone. By start; the whole list, or with `limit` one page of it and a Link header " +
        "to the next.",
      // REST also takes the paging the page does not.
      ...restPaging(listBlocksQuery),
      output: z.array(blockOutput),
      examples: availabilityExamples.listBlocks,
      // end_date before start_date; a teacher_id of no teacher (the platform admin, see scoped-ids.ts).
      errors: [422],
      paged: true,
      answer: async (ctx, filters, { query: { limit, cursor } }) => {
        const page = await listBlocks(ctx, filters, { limit, cursor });
        return new PageAnswer(page.items, page.next_cursor);
      },
    },
  }),

  getBlock: defineOperation({
    access: "staff",
    input: blockIdParam,
    run: getBlock,
    // The calendar reads blocks by range: REST alone reads one, where a new block's Location points.
    trpc: false,
    rest: {
      route: `GET ${blocksPath}/{id}`,
      tag,
      summary: "One availability block, as the list shows it",
      description:
        "Where a new block's Location points. 403 for a block of a teacher you do not manage (a teacher: another " +
        "teacher's), as on its PATCH and DELETE; 404 for an unknown id.",
      output: blockOutput,
      examples: availabilityExamples.getBlock,
      errors: [404],
    },
  }),

  create: defineOperation({
    access: "staff",
    input: createBlockInput,
    run: createBlock,
    rest: {
      route: `POST ${blocksPath}`,
      tag,
      summary: "Create a block; lists (and with cancel_conflicts cancels) the teacher's bookings inside it",
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
      location: (out) => `${blocksPath}/${out.id}`,
      errors: [409, 422],
    },
  }),

  update: defineOperation({
    access: "staff",
    input: blockIdParam.extend({ data: updateBlockInput }),
    run: updateBlock,
    rest: {
      route: `PATCH ${blocksPath}/{id}`,
      tag,
      summary: "Move or re-explain a block",
      output: blockWriteOutput,
      examples: availabilityExamples.updateBlock,
      errors: [404, 409, 422],
    },
  }),

  remove: defineOperation({
    access: "staff",
    input: blockIdParam,
    run: deleteBlock,
    rest: {
      route: `DELETE ${blocksPath}/{id}`,
      tag,
      summary: "Delete a block",
      status: 204,
      errors: [404],
    },
  }),

  series: defineOperation({
    access: "staff",
    input: listSeriesQuery,
    run: listSeries,
    rest: {
      route: `GET ${seriesPath}`,
      tag,
      summary: "Weekly recurring blocks of the teachers you manage (a teacher: their own), with their occurrences",
      output: z.array(seriesOutput),
      examples: availabilityExamples.listSeries,
      // A teacher_id of no teacher (the platform admin, see scoped-ids.ts).
      errors: [422],
    },
  }),

  getSeries: defineOperation({
    access: "staff",
    input: seriesIdParam,
    run: getSeries,
    trpc: false,
    rest: {
      route: `GET ${seriesPath}/{id}`,
      tag,
      summary: "One weekly recurring block, with its occurrences",
      output: seriesOutput,
      examples: availabilityExamples.getSeries,
      errors: [404],
    },
  }),

  previewSeries: defineOperation({
    kind: "query",
    access: "staff",
    input: createSeriesInput,
    run: previewSeries,
    rest: {
      route: `POST ${seriesPath}/preview`,
      tag,
      summary: "Dry run: the occurrences a series would have, each with the block it overlaps and the bookings inside",
      description: "Writes nothing. Takes the body of POST /api/bookings/availability-series.",
      output: seriesPreviewOutput,
      examples: availabilityExamples.previewSeries,
      errors: [422],
    },
  }),

  createSeries: defineOperation({
    access: "staff",
    input: createSeriesInput,
    run: createSeries,
    rest: {
      route: `POST ${seriesPath}`,
      tag,
      summary: "Create a weekly recurring block: one availability block per occurrence, all or none",
      description:
        "RFC 5545 subset: FREQ=WEEKLY, BYDAY, and COUNT or UNTIL; at most 104 occurrences within 366 days, " +
        "each at most 24 hours, at the first occurrence's wall clock in the school's time zone. One occurrence " +
        "overlapping another block refuses the series with 409, with an issue per overlapping occurrence; to " +
        "create it without those occurrences, send their days (the issues' params.date) in excluded_days.",
      output: seriesWriteOutput,
      examples: availabilityExamples.createSeries,
      status: 201,
      location: (out) => `${seriesPath}/${out.id}`,
      errors: [409, 422],
    },
  }),

  updateSeries: defineOperation({
    access: "staff",
    input: seriesIdParam.extend({ data: updateSeriesInput }),
    run: updateSeries,
    rest: {
      route: `PATCH ${seriesPath}/{id}`,
      tag,
      summary: "Edit the whole series: its occurrences that have not started are replaced by the new rule's",
      description: "To edit one occurrence, PATCH /api/bookings/availability-blocks/{id}: the block leaves the series.",
      output: seriesWriteOutput,
      examples: availabilityExamples.updateSeries,
      errors: [404, 409, 422],
    },
  }),

  removeSeries: defineOperation({
    access: "staff",
    input: seriesIdParam,
    run: deleteSeries,
    rest: {
      route: `DELETE ${seriesPath}/{id}`,
      tag,
      summary: "Delete the series and its occurrences that have not started (those that have stay as single blocks)",
      status: 204,
      errors: [404],
    },
  }),

  /** The calendar page's teacher picker: the teachers whose calendar the caller may open. */
  teachers: defineOperation({
    kind: "query",
    access: "staff",
    run: listManageableTeachers,
  }),

  /** The calendar page's bookings of one teacher in a range. */
  bookings: defineOperation({
    kind: "query",
    access: "staff",
    input: calendarRangeInput,
    run: teacherBookings,
  }),
};
