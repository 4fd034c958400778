import { z } from "zod";
import { createDiscipline } from "@/server/disciplines/create-discipline";
import { getDiscipline } from "@/server/disciplines/get-discipline";
import { listDisciplinesForEditor } from "@/server/disciplines/list-disciplines";
import {
  createDisciplineInput,
  disciplineIdParam,
  subjectInput,
  subjectParams,
  updateDisciplineInput,
  updateSubjectInput,
} from "@/server/disciplines/schema";
import { deleteDiscipline } from "@/server/disciplines/delete-discipline";
import { addSubject, deleteSubject, updateSubject } from "@/server/disciplines/subjects";
import { updateDiscipline } from "@/server/disciplines/update-discipline";
import { adminProcedure, createRouter, inScope, staffProcedure } from "../init";

export const disciplinesRouter = createRouter({
  list: staffProcedure.query(({ ctx }) => listDisciplinesForEditor(ctx)),
  get: staffProcedure.input(disciplineIdParam).query(({ ctx, input }) => getDiscipline(ctx, input)),
  create: adminProcedure
    .input(createDisciplineInput)
    .use(inScope({ owner_ids: "admin-school" }))
    .mutation(({ ctx, input }) => createDiscipline(ctx, input)),
  update: adminProcedure
    .input(z.object({ id: disciplineIdParam.shape.id, data: updateDisciplineInput }))
    .use(inScope({ "data.owner_ids": "admin-school" }))
    .mutation(({ ctx, input }) => updateDiscipline(ctx, input)),
  addSubject: adminProcedure
    .input(disciplineIdParam.extend({ data: subjectInput }))
    .mutation(({ ctx, input }) => addSubject(ctx, input)),
  updateSubject: adminProcedure
    .input(subjectParams.extend({ data: updateSubjectInput }))
    .mutation(({ ctx, input }) => updateSubject(ctx, input)),
  delete: adminProcedure.input(disciplineIdParam).mutation(({ ctx, input }) => deleteDiscipline(ctx, input)),
  deleteSubject: adminProcedure.input(subjectParams).mutation(({ ctx, input }) => deleteSubject(ctx, input)),
});
