import { defineRoute } from "@/server/http/define-route";
import { PageAnswer } from "@/server/http/page-answer";
import { exportQuestions, importTemplate } from "./export-questions";
import { importQuestions } from "./import-questions";
import { giftWriter } from "./interchange/gift-writer";
import { moodleXmlWriter } from "./interchange/moodle-xml-writer";
import {
  exportQuery,
  importContentTypes,
  importOptions,
  importPreview,
  importResult,
  xlsxContentType,
} from "./interchange-schema";
import { readImportBody } from "./read-import-body";
import { archiveQuestions, restoreQuestions } from "./archive-questions";
import { deleteQuestion } from "./delete-question";
import { listQuestions } from "./list-questions";
import { listQuestionsQuery, questionList } from "./list-schema";
import { questionMediaInput, questionMediaTarget } from "./media-schema";
import { prepareQuestionMedia } from "./prepare-question-media";
import { questionExamples } from "./route-examples";
import { createQuestion, getQuestion, updateQuestion } from "./save-question";
import { archiveResult, deleteOutcome, questionIdParam, questionInput, questionOutput } from "./schema";

const tag = "Question database";

export const createQuestionRoute = defineRoute({
  method: "POST",
  path: "/api/exams/questions-db",
  tag,
  access: "staff",
  scoped: { "body.belongs_to.id": "school", "body.question_to_groups.group_ids": "group" },
  summary: "Create a question in the question database",
  description:
    "subject as a number references an existing subject of the discipline; as a string it always creates a new subject. Groups must have the question's discipline.",
  body: questionInput,
  output: questionOutput,
  examples: questionExamples.create,
  status: 201,
  location: (out) => `/api/exams/questions-db/${out.id}`,
  errors: [422],
  handler: ({ body, ctx }) => createQuestion(ctx, body),
});

export const updateQuestionRoute = defineRoute({
  method: "PATCH",
  path: "/api/exams/questions-db/{questionId}",
  tag,
  access: "staff",
  scoped: { "body.belongs_to.id": "school", "body.question_to_groups.group_ids": "group" },
  summary: "Replace a question; all fields required on create are required again",
  description: "Only exams (and group windows) the caller can access change; associations with others are kept.",
  params: questionIdParam,
  body: questionInput,
  output: questionOutput,
  examples: questionExamples.update,
  errors: [404, 422],
  handler: ({ params, body, ctx }) => updateQuestion(ctx, { questionId: params.questionId, data: body }),
});

export const listQuestionsRoute = defineRoute({
  method: "GET",
  path: "/api/exams/questions-db",
  tag,
  access: "staff",
  scoped: { "query.school_id": "school", "query.group_id": "group" },
  summary: "Search the question database: filters, text search, sorting, cursor pagination",
  query: listQuestionsQuery,
  output: questionList,
  examples: questionExamples.list,
  paged: true,
  handler: async ({ query, ctx }) => {
    const list = await listQuestions(ctx, query);
    return new PageAnswer(list, list.next_cursor);
  },
});

export const getQuestionRoute = defineRoute({
  method: "GET",
  path: "/api/exams/questions-db/{questionId}",
  tag,
  access: "staff",
  summary: "One question with answers, groups and exams",
  params: questionIdParam,
  output: questionOutput,
  examples: questionExamples.get,
  errors: [404],
  handler: ({ params, ctx }) => getQuestion(ctx, params),
});

export const deleteQuestionRoute = defineRoute({
  method: "DELETE",
  path: "/api/exams/questions-db/{questionId}",
  tag,
  access: "staff",
  summary: "Remove a question; one students answered or in an exam is archived instead",
  description:
    "Beyond the spec. A question no student answered or saw and in no exam or quiz is removed with its answers and group windows; any other is archived (outcome `archived`), keeping students' events, exams and statistics.",
  params: questionIdParam,
  output: deleteOutcome,
  examples: questionExamples.delete,
  errors: [404],
  handler: ({ params, ctx }) => deleteQuestion(ctx, params),
});

export const archiveQuestionRoute = defineRoute({
  method: "POST",
  path: "/api/exams/questions-db/{questionId}/archive",
  tag,
  access: "staff",
  summary: "Archive a question: hidden from the bank, the pickers and new exams; kept for statistics",
  description: "Beyond the spec. Exams that have it keep it; `POST …/restore` undoes it.",
  params: questionIdParam,
  output: archiveResult,
  examples: questionExamples.archive,
  errors: [404],
  handler: ({ params, ctx }) => archiveQuestions(ctx, { questionIds: [params.questionId] }),
});

export const restoreQuestionRoute = defineRoute({
  method: "POST",
  path: "/api/exams/questions-db/{questionId}/restore",
  tag,
  access: "staff",
  summary: "Bring an archived question back to the bank",
  description: "Beyond the spec.",
  params: questionIdParam,
  output: archiveResult,
  examples: questionExamples.restore,
  errors: [404],
  handler: ({ params, ctx }) => restoreQuestions(ctx, { questionIds: [params.questionId] }),
});

export const prepareQuestionMediaRoute = defineRoute({
  method: "POST",
  path: "/api/exams/questions-db/media",
  tag,
  access: "staff",
  scoped: { "body.school_id": "school" },
  summary: "A presigned upload target for an image, PDF, audio or video to link from a question's markdown",
  description:
    "Beyond the spec. Images (PNG, JPEG, GIF, WebP) up to 5 MiB, PDF up to 20 MiB, audio (MP3, OGG, WAV, M4A) and " +
    "video (MP4, WebM) up to 50 MiB; never SVG or HTML. POST `upload.fields` and then the file as `file` to " +
    "`upload.url` within 15 minutes, once; the file is then read at `url`.",
  body: questionMediaInput,
  output: questionMediaTarget,
  examples: questionExamples.media,
  status: 201,
  errors: [422],
  handler: ({ body, ctx }) => prepareQuestionMedia(ctx, body),
});

export const importQuestionsRoute = defineRoute({
  method: "POST",
  path: "/api/exams/questions-db/import",
  tag,
  access: "staff",
  scoped: { "query.school_id": "school" },
  heavy: true,
  summary: "Import a GIFT, Moodle XML or spreadsheet file into the question database, all or nothing",
  description:
    "Beyond the spec. The file is the body: `text/plain` GIFT, `application/xml` Moodle XML, or the XLSX of " +
    "`GET /api/exams/questions-db/import-template`, at most 20 MiB (413 beyond). `dry_run=true` answers 200 with " +
    "what would be created and refused, question by question, and writes nothing. Otherwise 201 with the new " +
    "questions' ids, or 422 with one issue per question that cannot be imported (its line or row and title) and " +
    "nothing written. Types the bank has no equivalent for (matching, Cloze, calculated, drag-and-drop) are " +
    "refused; numerical questions become discursive ones whose expected answer is the value.",
  query: importOptions,
  consumes: Object.keys(importContentTypes),
  output: importResult,
  examples: questionExamples.import,
  status: 201,
  alsoAnswers: { status: 200, description: "Dry run: what would be created and refused", output: importPreview },
  errors: [413, 415, 422],
  handler: async ({ query, ctx }) => {
    const result = await importQuestions(ctx, { ...(await readImportBody(ctx.request)), options: query });
    // A dry run creates nothing: 200, not the import's 201.
    return "questions" in result
      ? new Response(JSON.stringify(result), { status: 200, headers: { "content-type": "application/json" } })
      : result;
  },
});

export const exportQuestionsRoute = defineRoute({
  method: "GET",
  path: "/api/exams/questions-db/export",
  tag,
  access: "staff",
  scoped: { "query.school_id": "school", "query.group_id": "group" },
  heavy: true,
  summary: "The question database as GIFT, Moodle XML or the import spreadsheet, streamed",
  description:
    "Beyond the spec. Takes the list's filters (archived questions left out unless asked for); importing the file " +
    "gives the same questions again. GIFT carries the text, answers, subject and solution; Moodle XML the hint " +
    "too; the spreadsheet every field.",
  query: exportQuery,
  produces: [giftWriter.contentType, moodleXmlWriter.contentType, xlsxContentType],
  handler: ({ query, ctx }) => exportQuestions(ctx, query),
});

export const importTemplateRoute = defineRoute({
  method: "GET",
  path: "/api/exams/questions-db/import-template",
  tag,
  access: "staff",
  summary: "The spreadsheet to fill in for an import: a row per question, instructions in Portuguese and English",
  description: "Beyond the spec. A column for every field of a question, answers in numbered columns.",
  produces: [xlsxContentType],
  handler: () => Promise.resolve(importTemplate()),
});

export const questionRoutes = [
  createQuestionRoute,
  updateQuestionRoute,
  listQuestionsRoute,
  getQuestionRoute,
  deleteQuestionRoute,
  archiveQuestionRoute,
  restoreQuestionRoute,
  prepareQuestionMediaRoute,
  importQuestionsRoute,
  exportQuestionsRoute,
  importTemplateRoute,
];
