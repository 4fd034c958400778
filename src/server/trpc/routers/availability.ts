import { createBlock, deleteBlock, listBlocks, updateBlock } from "@/server/availability/blocks";
import { calendarRangeInput, listManageableTeachers, teacherBookings } from "@/server/availability/calendar";
import { blockIdParam, createBlockInput, listBlocksQuery, updateBlockInput } from "@/server/availability/schema";
import { createSeries, deleteSeries, listSeries, previewSeries, updateSeries } from "@/server/availability/series";
import {
  createSeriesInput,
  listSeriesQuery,
  seriesIdParam,
  updateSeriesInput,
} from "@/server/availability/series-schema";
import { createRouter, staffProcedure } from "../init";

export const availabilityRouter = createRouter({
  teachers: staffProcedure.query(({ ctx }) => listManageableTeachers(ctx)),
  blocks: staffProcedure.input(listBlocksQuery).query(async ({ ctx, input }) => (await listBlocks(ctx, input)).items),
  bookings: staffProcedure.input(calendarRangeInput).query(({ ctx, input }) => teacherBookings(ctx, input)),
  create: staffProcedure.input(createBlockInput).mutation(({ ctx, input }) => createBlock(ctx, input)),
  update: staffProcedure
    .input(blockIdParam.extend({ data: updateBlockInput }))
    .mutation(({ ctx, input }) => updateBlock(ctx, input)),
  remove: staffProcedure.input(blockIdParam).mutation(({ ctx, input }) => deleteBlock(ctx, input)),
  series: staffProcedure.input(listSeriesQuery).query(({ ctx, input }) => listSeries(ctx, input)),
  previewSeries: staffProcedure.input(createSeriesInput).query(({ ctx, input }) => previewSeries(ctx, input)),
  createSeries: staffProcedure.input(createSeriesInput).mutation(({ ctx, input }) => createSeries(ctx, input)),
  updateSeries: staffProcedure
    .input(seriesIdParam.extend({ data: updateSeriesInput }))
    .mutation(({ ctx, input }) => updateSeries(ctx, input)),
  removeSeries: staffProcedure.input(seriesIdParam).mutation(({ ctx, input }) => deleteSeries(ctx, input)),
});
