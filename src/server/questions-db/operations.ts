import { defineOperation } from "@/server/operations/define-operation";
import { archiveQuestions, restoreQuestions } from "./archive-questions";
import { deleteQuestion } from "./delete-question";
import { duplicateQuestion } from "./duplicate-question";
import { exportQuestions, importTemplate } from "./export-questions";
import { giftWriter } from "./interchange/gift-writer";
import { moodleXmlWriter } from "./interchange/moodle-xml-writer";
import { importQuestionsBodyOperation, importQuestionsOperation, previewImportOperation } from "./import-operations";
import { exportQuery, xlsxContentType } from "./interchange-schema";
import { listQuestions } from "./list-questions";
import { listQuestionsQuery, questionList } from "./list-schema";
import { questionMediaInput, questionMediaTarget } from "./media-schema";
import { prepareQuestionMedia } from "./prepare-question-media";
import { questionExamples } from "./route-examples";
import { createQuestion, getQuestion, updateQuestion } from "./save-question";
import {
  archiveResult,
  deleteOutcome,
  questionIdParam,
  questionIdsInput,
  questionInput,
  questionOutput,
} from "./schema";

const tag = "Question database";
const groupsAndSchool = { "belongs_to.id": "school", "question_to_groups.group_ids": "group" } as const;
/** One question's archive or restore on REST: its id in the path, where tRPC takes a list of ids. */
const oneQuestion = { parts: { params: questionIdParam } } as const;
const idsOfOne = ({ params }: { params: { questionId: string } }) => ({ questionIds: [params.questionId] });

/** The question bank's operations, keyed as tRPC names them (`questions.list`), in the order of the API's document. */
export const questionOperations = {
  create: defineOperation({
    access: "staff",
    input: questionInput,
    scoped: groupsAndSchool,
    run: createQuestion,
    rest: {
      route: "POST /api/exams/questions-db",
      tag,
      summary: "Create a question in the question database",
      description:
        "subject as a number references an existing subject of the discipline; as a string it always creates a new " +
        "subject. Groups must have the question's discipline.",
      output: questionOutput,
      examples: questionExamples.create,
      status: 201,
      location: (out) => `/api/exams/questions-db/${out.id}`,
      errors: [422],
    },
  }),

  update: defineOperation({
    access: "staff",
    input: questionIdParam.extend({ data: questionInput }),
    scoped: { "data.belongs_to.id": "school", "data.question_to_groups.group_ids": "group" },
    run: updateQuestion,
    rest: {
      route: "PATCH /api/exams/questions-db/{questionId}",
      tag,
      summary: "Replace a question; all fields required on create are required again",
      description: "Only exams (and group windows) the caller can access change; associations with others are kept.",
      output: questionOutput,
      examples: questionExamples.update,
      errors: [404, 422],
    },
  }),

  list: defineOperation({
    access: "staff",
    input: listQuestionsQuery,
    scoped: { school_id: "school", group_id: "group" },
    replica: true,
    run: listQuestions,
    rest: {
      route: "GET /api/exams/questions-db",
      tag,
      summary: "Search the question database: filters, text search, sorting, cursor pagination",
      output: questionList,
      examples: questionExamples.list,
      paged: true,
    },
  }),

  get: defineOperation({
    access: "staff",
    input: questionIdParam,
    run: getQuestion,
    rest: {
      route: "GET /api/exams/questions-db/{questionId}",
      tag,
      summary: "One question with answers, groups and exams",
      output: questionOutput,
      examples: questionExamples.get,
      errors: [404],
    },
  }),

  delete: defineOperation({
    access: "staff",
    input: questionIdParam,
    run: deleteQuestion,
    rest: {
      route: "DELETE /api/exams/questions-db/{questionId}",
      tag,
      summary: "Remove a question; one students answered or in an exam is archived instead",
      description:
        "Beyond the spec. A question no student answered or saw and in no exam or quiz is removed with its " +
        "answers and group windows; any other is archived (outcome `archived`), keeping students' events, exams " +
        "and statistics.",
      output: deleteOutcome,
      examples: questionExamples.delete,
      errors: [404],
    },
  }),

  archive: defineOperation({
    access: "staff",
    input: questionIdsInput,
    run: archiveQuestions,
    rest: {
      route: "POST /api/exams/questions-db/{questionId}/archive",
      ...oneQuestion,
      input: idsOfOne,
      tag,
      summary: "Archive a question: hidden from the bank, the pickers and new exams; kept for statistics",
      description: "Beyond the spec. Exams that have it keep it; `POST …/restore` undoes it.",
      output: archiveResult,
      examples: questionExamples.archive,
      errors: [404],
    },
  }),

  restore: defineOperation({
    access: "staff",
    input: questionIdsInput,
    run: restoreQuestions,
    rest: {
      route: "POST /api/exams/questions-db/{questionId}/restore",
      ...oneQuestion,
      input: idsOfOne,
      tag,
      summary: "Bring an archived question back to the bank",
      description: "Beyond the spec.",
      output: archiveResult,
      examples: questionExamples.restore,
      errors: [404],
    },
  }),

  prepareMedia: defineOperation({
    access: "staff",
    input: questionMediaInput,
    scoped: { school_id: "school" },
    run: prepareQuestionMedia,
    rest: {
      route: "POST /api/exams/questions-db/media",
      tag,
      summary: "A presigned upload target for an image, PDF, audio or video to link from a question's markdown",
      description:
        "Beyond the spec. Images (PNG, JPEG, GIF, WebP) up to 5 MiB, PDF up to 20 MiB, audio (MP3, OGG, WAV, M4A) " +
        "and video (MP4, WebM) up to 50 MiB; never SVG or HTML. POST `upload.fields` and then the file as `file` to " +
        "`upload.url` within 15 minutes, once; the file is then read at `url`, the link to store: a path on this " +
        "app on the local backend (never with the request's host, so that the link survives a move), the bucket's " +
        "URL on S3.",
      output: questionMediaTarget,
      examples: questionExamples.media,
      status: 201,
      errors: [422],
    },
  }),

  importBody: importQuestionsBodyOperation,
  export: defineOperation({
    access: "staff",
    input: exportQuery,
    scoped: { school_id: "school", group_id: "group" },
    heavy: true,
    replica: true,
    run: exportQuestions,
    trpc: false,
    rest: {
      route: "GET /api/exams/questions-db/export",
      tag,
      summary: "The question database as GIFT, Moodle XML or the import spreadsheet, streamed",
      description:
        "Beyond the spec. Takes the list's filters (archived questions left out unless asked for); importing the " +
        "file gives the same questions again. GIFT carries the text, answers, subject and solution; Moodle XML the " +
        "hint too; the spreadsheet every field.",
      produces: [giftWriter.contentType, moodleXmlWriter.contentType, xlsxContentType],
    },
  }),

  importTemplate: defineOperation({
    access: "staff",
    run: () => Promise.resolve(importTemplate()),
    trpc: false,
    rest: {
      route: "GET /api/exams/questions-db/import-template",
      tag,
      summary: "The spreadsheet to fill in for an import: a row per question, instructions in Portuguese and English",
      description: "Beyond the spec. A column for every field of a question, answers in numbered columns.",
      produces: [xlsxContentType],
    },
  }),

  duplicate: defineOperation({
    kind: "mutation",
    access: "staff",
    input: questionIdParam,
    run: duplicateQuestion,
  }),

  previewImport: previewImportOperation,
  import: importQuestionsOperation,
};
