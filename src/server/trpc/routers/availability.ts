import { createBlock, deleteBlock, listBlocks, updateBlock } from "@/server/availability/blocks";
import { calendarRangeInput, listManageableTeachers, teacherBookings } from "@/server/availability/calendar";
import { blockIdParam, createBlockInput, listBlocksQuery, updateBlockInput } from "@/server/availability/schema";
import { createRouter, staffProcedure } from "../init";

export const availabilityRouter = createRouter({
  teachers: staffProcedure.query(({ ctx }) => listManageableTeachers(ctx, ctx.scope)),
  blocks: staffProcedure.input(listBlocksQuery).query(({ ctx, input }) => listBlocks(ctx, ctx.scope, input)),
  bookings: staffProcedure.input(calendarRangeInput).query(({ ctx, input }) => teacherBookings(ctx, ctx.scope, input)),
  create: staffProcedure.input(createBlockInput).mutation(({ ctx, input }) => createBlock(ctx, ctx.scope, input)),
  update: staffProcedure.input(blockIdParam.extend({ data: updateBlockInput })).mutation(({ ctx, input }) => updateBlock(ctx, ctx.scope, input.id, input.data)),
  remove: staffProcedure.input(blockIdParam).mutation(({ ctx, input }) => deleteBlock(ctx, ctx.scope, input.id)),
});
