import { z } from "zod";
import { defineRoute } from "@/server/http/define-route";
import { PageAnswer } from "@/server/http/page-answer";
import { optionalPaging } from "@/server/http/page-query";
import { createDiscipline } from "./create-discipline";
import { deleteDiscipline } from "./delete-discipline";
import { getDiscipline } from "./get-discipline";
import { listDisciplines } from "./list-disciplines";
import { disciplineExamples } from "./route-examples";
import {
  createDisciplineInput,
  disciplineCreated,
  disciplineDetail,
  disciplineIdParam,
  disciplineListItem,
  disciplineWritten,
  subjectInput,
  subjectOutput,
  subjectParams,
  updateDisciplineInput,
  updateSubjectInput,
} from "./schema";
import { addSubject, deleteSubject, updateSubject } from "./subjects";
import { updateDiscipline } from "./update-discipline";

const tag = "Disciplines";

export const listDisciplinesRoute = defineRoute({
  method: "GET",
  path: "/api/disciplines",
  tag,
  access: "staff",
  summary: "Disciplines the caller can use: owned by their schools or assigned to their groups",
  description: "By name. The whole list, or with `limit` one page of it and a Link header to the next.",
  query: optionalPaging,
  output: z.array(disciplineListItem),
  examples: {
    // Two of the demo's disciplines (src/server/seed/catalog.ts), before any icon was uploaded.
    output: [
      { id: 1, name: "Matemática", icon_url: "", header_url: "" },
      { id: 2, name: "Física", icon_url: "", header_url: "" },
    ],
  },
  paged: true,
  handler: async ({ query, ctx }) => {
    const page = await listDisciplines(ctx, query);
    return new PageAnswer(page.items, page.next_cursor);
  },
});

export const getDisciplineRoute = defineRoute({
  method: "GET",
  path: "/api/disciplines/{id}",
  tag,
  access: "staff",
  summary: "One discipline with its subjects; internal_name for admins only",
  params: disciplineIdParam,
  output: disciplineDetail,
  examples: disciplineExamples.get,
  errors: [404],
  handler: ({ params, ctx }) => getDiscipline(ctx, params),
});

export const createDisciplineRoute = defineRoute({
  method: "POST",
  path: "/api/disciplines",
  tag,
  summary: "Create a discipline owned by schools the caller administers",
  description:
    "When icon or header file names are sent, each comes back as an S3 presigned POST target; " +
    "after the upload the URL is set without a further call. The upload: a multipart/form-data POST to " +
    "`upload.url` with every entry of `upload.fields` in order, then the file as `file`; 2xx means stored.",
  access: "admin",
  scoped: { "body.owner_ids": "admin-school" },
  body: createDisciplineInput,
  output: disciplineCreated,
  examples: disciplineExamples.create,
  status: 201,
  location: (out) => `/api/disciplines/${out.id}`,
  errors: [422],
  handler: ({ body, ctx }) => createDiscipline(ctx, body),
});

export const updateDisciplineRoute = defineRoute({
  method: "PATCH",
  path: "/api/disciplines/{id}",
  tag,
  summary: "Change the fields sent; 403 when the caller administers none of the owner schools",
  access: "admin",
  scoped: { "body.owner_ids": "admin-school" },
  params: disciplineIdParam,
  body: updateDisciplineInput,
  output: disciplineWritten,
  examples: disciplineExamples.update,
  errors: [404, 422],
  handler: ({ params, body, ctx }) => updateDiscipline(ctx, { id: params.id, data: body }),
});

export const addSubjectRoute = defineRoute({
  method: "POST",
  path: "/api/disciplines/{id}/subjects",
  tag,
  summary: "Add a subject to a discipline",
  access: "admin",
  params: disciplineIdParam,
  body: subjectInput,
  output: subjectOutput,
  examples: disciplineExamples.addSubject,
  status: 201,
  errors: [404, 422],
  handler: ({ params, body, ctx }) => addSubject(ctx, { id: params.id, data: body }),
});

export const updateSubjectRoute = defineRoute({
  method: "PATCH",
  path: "/api/disciplines/{id}/subjects/{subjectId}",
  tag,
  summary: "Rename a subject, or enable or disable it",
  access: "admin",
  params: subjectParams,
  body: updateSubjectInput,
  output: subjectOutput,
  examples: disciplineExamples.updateSubject,
  errors: [404, 422],
  handler: ({ params, body, ctx }) => updateSubject(ctx, { ...params, data: body }),
});

export const deleteDisciplineRoute = defineRoute({
  method: "DELETE",
  path: "/api/disciplines/{id}",
  tag,
  summary: "Remove a discipline nothing refers to, with its subjects and assignments",
  description:
    "Beyond the spec. 409 `discipline_in_use` (with counts) while questions, students' questions or bookings " +
    "refer to it; 409 `discipline_shared` while schools the caller does not administer own it.",
  access: "admin",
  params: disciplineIdParam,
  output: z.object({ id: z.number().int() }),
  examples: disciplineExamples.delete,
  errors: [404, 409],
  handler: ({ params, ctx }) => deleteDiscipline(ctx, params),
});

export const deleteSubjectRoute = defineRoute({
  method: "DELETE",
  path: "/api/disciplines/{id}/subjects/{subjectId}",
  tag,
  summary: "Remove a subject nothing refers to; one in use is disabled instead (PATCH)",
  description: "Beyond the spec. 409 `subject_in_use` (with counts) while questions or students' questions use it.",
  access: "admin",
  params: subjectParams,
  output: subjectOutput,
  examples: disciplineExamples.deleteSubject,
  errors: [404, 409],
  handler: ({ params, ctx }) => deleteSubject(ctx, params),
});

export const disciplineRoutes = [
  listDisciplinesRoute,
  getDisciplineRoute,
  createDisciplineRoute,
  updateDisciplineRoute,
  addSubjectRoute,
  updateSubjectRoute,
  deleteDisciplineRoute,
  deleteSubjectRoute,
];
