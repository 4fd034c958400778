import { z } from "zod";
import { createDiscipline } from "@/server/disciplines/create-discipline";
import { getDiscipline } from "@/server/disciplines/get-discipline";
import { listDisciplinesForEditor } from "@/server/disciplines/list-disciplines";
import { createDisciplineInput, disciplineIdParam, subjectInput, subjectParams, updateDisciplineInput, updateSubjectInput } from "@/server/disciplines/schema";
import { addSubject, updateSubject } from "@/server/disciplines/subjects";
import { updateDiscipline } from "@/server/disciplines/update-discipline";
import { publicOrigin } from "@/server/http/public-origin";
import { adminProcedure, createRouter, staffProcedure } from "../init";

export const disciplinesRouter = createRouter({
  list: staffProcedure.query(({ ctx }) => listDisciplinesForEditor(ctx, ctx.scope, publicOrigin(ctx.request))),
  get: staffProcedure.input(disciplineIdParam).query(({ ctx, input }) => getDiscipline(ctx, ctx.scope, input.id, publicOrigin(ctx.request))),
  create: adminProcedure.input(createDisciplineInput).mutation(({ ctx, input }) => createDiscipline(ctx, ctx.scope, input, publicOrigin(ctx.request))),
  update: adminProcedure
    .input(z.object({ id: disciplineIdParam.shape.id, data: updateDisciplineInput }))
    .mutation(({ ctx, input }) => updateDiscipline(ctx, ctx.scope, input.id, input.data, publicOrigin(ctx.request))),
  addSubject: adminProcedure.input(disciplineIdParam.extend({ data: subjectInput })).mutation(({ ctx, input }) => addSubject(ctx, ctx.scope, input.id, input.data)),
  updateSubject: adminProcedure.input(subjectParams.extend({ data: updateSubjectInput })).mutation(({ ctx, input }) => updateSubject(ctx, ctx.scope, input.id, input.subjectId, input.data)),
});
