import { createBlock, deleteBlock, listBlocks, updateBlock } from "@/server/availability/blocks";
import { calendarRangeInput, listManageableTeachers, teacherBookings } from "@/server/availability/calendar";
import { blockIdParam, createBlockInput, listBlocksQuery, updateBlockInput } from "@/server/availability/schema";
import { createRouter, staffProcedure } from "../init";

export const availabilityRouter = createRouter({
  teachers: staffProcedure.query(({ ctx }) => listManageableTeachers(ctx)),
  blocks: staffProcedure.input(listBlocksQuery).query(({ ctx, input }) => listBlocks(ctx, input)),
  bookings: staffProcedure.input(calendarRangeInput).query(({ ctx, input }) => teacherBookings(ctx, input)),
  create: staffProcedure.input(createBlockInput).mutation(({ ctx, input }) => createBlock(ctx, input)),
  update: staffProcedure
    .input(blockIdParam.extend({ data: updateBlockInput }))
    .mutation(({ ctx, input }) => updateBlock(ctx, input)),
  remove: staffProcedure.input(blockIdParam).mutation(({ ctx, input }) => deleteBlock(ctx, input)),
});
