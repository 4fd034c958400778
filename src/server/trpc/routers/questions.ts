import { archiveQuestions, restoreQuestions } from "@/server/questions-db/archive-questions";
import { deleteQuestion } from "@/server/questions-db/delete-question";
import { duplicateQuestion } from "@/server/questions-db/duplicate-question";
import { listQuestions } from "@/server/questions-db/list-questions";
import { listQuestionsQuery } from "@/server/questions-db/list-schema";
import { questionMediaInput } from "@/server/questions-db/media-schema";
import { prepareQuestionMedia } from "@/server/questions-db/prepare-question-media";
import { createQuestion, getQuestion, updateQuestion } from "@/server/questions-db/save-question";
import { questionIdParam, questionIdsInput, questionInput } from "@/server/questions-db/schema";
import { importQuestions } from "@/server/questions-db/import-questions";
import { importFileInput, type ImportFileInput } from "@/server/questions-db/interchange-schema";
import { createRouter, heavy, inScope, staffProcedure } from "../init";

/** The page sends the file base64 in its input; the service reads it as REST reads the body. */
const fromPage = <D extends boolean>({ format, file, ...options }: ImportFileInput, dryRun: D) => ({
  format,
  bytes: Buffer.from(file, "base64"),
  options: { ...options, dry_run: dryRun },
});

export const questionsRouter = createRouter({
  list: staffProcedure
    .input(listQuestionsQuery)
    .use(inScope({ school_id: "school", group_id: "group" }))
    .query(({ ctx, input }) => listQuestions(ctx, input)),
  get: staffProcedure.input(questionIdParam).query(({ ctx, input }) => getQuestion(ctx, input)),
  create: staffProcedure
    .input(questionInput)
    .use(inScope({ "belongs_to.id": "school", "question_to_groups.group_ids": "group" }))
    .mutation(({ ctx, input }) => createQuestion(ctx, input)),
  update: staffProcedure
    .input(questionIdParam.extend({ data: questionInput }))
    .use(inScope({ "data.belongs_to.id": "school", "data.question_to_groups.group_ids": "group" }))
    .mutation(({ ctx, input }) => updateQuestion(ctx, input)),
  duplicate: staffProcedure.input(questionIdParam).mutation(({ ctx, input }) => duplicateQuestion(ctx, input)),
  delete: staffProcedure.input(questionIdParam).mutation(({ ctx, input }) => deleteQuestion(ctx, input)),
  archive: staffProcedure.input(questionIdsInput).mutation(({ ctx, input }) => archiveQuestions(ctx, input)),
  restore: staffProcedure.input(questionIdsInput).mutation(({ ctx, input }) => restoreQuestions(ctx, input)),
  prepareMedia: staffProcedure
    .input(questionMediaInput)
    .use(inScope({ school_id: "school" }))
    .mutation(({ ctx, input }) => prepareQuestionMedia(ctx, input)),
  previewImport: staffProcedure
    .use(heavy)
    .input(importFileInput)
    .use(inScope({ school_id: "school" }))
    .mutation(({ ctx, input }) => importQuestions(ctx, fromPage(input, true))),
  import: staffProcedure
    .use(heavy)
    .input(importFileInput)
    .use(inScope({ school_id: "school" }))
    .mutation(({ ctx, input }) => importQuestions(ctx, fromPage(input, false))),
});
