import { z } from "zod";
import { PageAnswer } from "@/server/http/page-answer";
import { optionalPaging } from "@/server/http/page-query";
import { defineOperation } from "@/server/operations/define-operation";
import { createDiscipline } from "./create-discipline";
import { deleteDiscipline } from "./delete-discipline";
import { getDiscipline } from "./get-discipline";
import { getSubject } from "./get-subject";
import { listDisciplines, listDisciplinesForEditor } from "./list-disciplines";
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

/** The disciplines' operations, keyed as tRPC names them (`disciplines.get`), in the order of the API's document. */
export const disciplineOperations = {
  /** The clients' list, on REST alone: optionally paged; the editor's list (tRPC `list`) has other fields. */
  listPaged: defineOperation({
    access: "staff",
    input: optionalPaging,
    trpc: false,
    rest: {
      route: "GET /api/disciplines",
      tag,
      summary: "Disciplines the caller can use: owned by their schools or assigned to their groups",
      description: "By name. The whole list, or with `limit` one page of it and a Link header to the next.",
      output: z.array(disciplineListItem),
      examples: {
        // Two of the demo's disciplines (src/server/seed/catalog.ts), before any icon was uploaded.
        output: [
          { id: 1, name: "Matemática", icon_url: "", header_url: "" },
          { id: 2, name: "Física", icon_url: "", header_url: "" },
        ],
      },
      paged: true,
      answer: async (ctx, paging) => {
        const page = await listDisciplines(ctx, paging);
        return new PageAnswer(page.items, page.next_cursor);
      },
    },
  }),

  get: defineOperation({
    access: "staff",
    input: disciplineIdParam,
    run: getDiscipline,
    rest: {
      route: "GET /api/disciplines/{id}",
      tag,
      summary: "One discipline with its subjects; internal_name for admins only",
      output: disciplineDetail,
      examples: disciplineExamples.get,
      errors: [404],
    },
  }),

  create: defineOperation({
    access: "admin",
    input: createDisciplineInput,
    scoped: { owner_ids: "admin-school" },
    run: createDiscipline,
    rest: {
      route: "POST /api/disciplines",
      tag,
      summary: "Create a discipline owned by schools the caller administers",
      description:
        "When icon or header file names are sent, each comes back as an S3 presigned POST target; " +
        "after the upload the URL is set without a further call. The upload: a multipart/form-data POST to " +
        "`upload.url` with every entry of `upload.fields` in order, then the file as `file`; 2xx means stored.",
      output: disciplineCreated,
      examples: disciplineExamples.create,
      status: 201,
      location: (out) => `/api/disciplines/${out.id}`,
      errors: [422],
    },
  }),

  update: defineOperation({
    access: "admin",
    input: disciplineIdParam.extend({ data: updateDisciplineInput }),
    scoped: { "data.owner_ids": "admin-school" },
    run: updateDiscipline,
    rest: {
      route: "PATCH /api/disciplines/{id}",
      tag,
      summary: "Change the fields sent; 403 when the caller administers none of the owner schools",
      output: disciplineWritten,
      examples: disciplineExamples.update,
      errors: [404, 422],
    },
  }),

  addSubject: defineOperation({
    access: "admin",
    input: disciplineIdParam.extend({ data: subjectInput }),
    run: addSubject,
    rest: {
      route: "POST /api/disciplines/{id}/subjects",
      tag,
      summary: "Add a subject to a discipline",
      output: subjectOutput,
      examples: disciplineExamples.addSubject,
      status: 201,
      location: (out) => `/api/disciplines/${out.discipline_id}/subjects/${out.id}`,
      errors: [404, 422],
    },
  }),

  getSubject: defineOperation({
    access: "staff",
    input: subjectParams,
    run: getSubject,
    // The editor reads a discipline's subjects with it: REST alone reads one, where a new subject's Location points.
    trpc: false,
    rest: {
      route: "GET /api/disciplines/{id}/subjects/{subjectId}",
      tag,
      summary: "One subject of a discipline, as the discipline's read lists it",
      description:
        "Where a new subject's Location points. 403 for a discipline outside your access, as its read; 404 for an " +
        "unknown discipline or a subject that is not this discipline's.",
      output: subjectOutput,
      examples: disciplineExamples.getSubject,
      errors: [404],
    },
  }),

  updateSubject: defineOperation({
    access: "admin",
    input: subjectParams.extend({ data: updateSubjectInput }),
    run: updateSubject,
    rest: {
      route: "PATCH /api/disciplines/{id}/subjects/{subjectId}",
      tag,
      summary: "Rename a subject, or enable or disable it",
      output: subjectOutput,
      examples: disciplineExamples.updateSubject,
      errors: [404, 422],
    },
  }),

  delete: defineOperation({
    access: "admin",
    input: disciplineIdParam,
    run: deleteDiscipline,
    rest: {
      route: "DELETE /api/disciplines/{id}",
      tag,
      summary: "Remove a discipline nothing refers to, with its subjects and assignments",
      description:
        "Beyond the spec. 409 `discipline_in_use` (with counts) while questions, students' questions or bookings " +
        "refer to it; 409 `discipline_shared` while schools the caller does not administer own it.",
      output: z.object({ id: z.number().int() }),
      examples: disciplineExamples.delete,
      errors: [404, 409],
    },
  }),

  deleteSubject: defineOperation({
    access: "admin",
    input: subjectParams,
    run: deleteSubject,
    rest: {
      route: "DELETE /api/disciplines/{id}/subjects/{subjectId}",
      tag,
      summary: "Remove a subject nothing refers to; one in use is disabled instead (PATCH)",
      description: "Beyond the spec. 409 `subject_in_use` (with counts) while questions or students' questions use it.",
      output: subjectOutput,
      examples: disciplineExamples.deleteSubject,
      errors: [404, 409],
    },
  }),

  /** The editor's list, on tRPC alone: subject counts and owner schools, never paged. */
  list: defineOperation({
    kind: "query",
    access: "staff",
    run: listDisciplinesForEditor,
  }),
};
