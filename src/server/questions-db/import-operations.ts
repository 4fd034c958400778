import { defineOperation } from "@/server/operations/define-operation";
import { importQuestions } from "./import-questions";
import { importContentTypes, importFileInput, importOptions, importPreview, importResult } from "./interchange-schema";
import { readImportBody } from "./read-import-body";
import { questionExamples } from "./route-examples";

const tag = "Question database";

export const importQuestionsBodyOperation = defineOperation({
  access: "staff",
  heavy: true,
  input: importOptions,
  scoped: { school_id: "school" },
  trpc: false,
  rest: {
    route: "POST /api/exams/questions-db/import",
    tag,
    summary: "Import a GIFT, Moodle XML or spreadsheet file into the question database",
    description:
      "Beyond the spec. The file is the body: `text/plain` GIFT, `application/xml` Moodle XML, or the XLSX of " +
      "`GET /api/exams/questions-db/import-template`, at most 20 MiB (413 beyond). `dry_run=true` answers 200 with " +
      "what would be created and refused, question by question, with the refused questions as a file of the same " +
      "format (`refused_file`, base64: their GIFT blocks, their Moodle XML `<question>` elements with the categories " +
      "before them, or the sheet's header and their rows), and writes nothing. Otherwise 201 with the new " +
      "questions' ids, or, by default all or nothing, 422 with one issue per question that cannot be imported (its " +
      "line or row and title) and nothing written. With `skip_refused=true` the questions that can be imported are " +
      "created (published at once) and the refused ones listed in `skipped` (line or row, title, code); 422 " +
      "`import_refused` when none can be. A question whose type, text and answers (ignoring case, spacing, the order " +
      "of the answers and the storage key of a linked picture) a published, unarchived question of the school's " +
      "bank under the same discipline already has is not created but listed in `duplicates` with that question's " +
      "id, unless `duplicates=create`: importing a file twice creates nothing the second time (201, `created` " +
      "empty). Types the bank has no equivalent for (matching, Cloze, calculated, drag-and-drop) are refused; " +
      "numerical questions become discursive ones whose expected answer is the value.",
    parts: { query: importOptions },
    consumes: Object.keys(importContentTypes),
    output: importResult,
    examples: questionExamples.import,
    status: 201,
    alsoAnswers: { status: 200, description: "Dry run: what would be created and refused", output: importPreview },
    errors: [413, 415, 422],
    answer: async (ctx, options) => {
      const result = await importQuestions(ctx, { ...(await readImportBody(ctx.request)), options });
      // A dry run creates nothing: 200, not the import's 201.
      return "questions" in result
        ? new Response(JSON.stringify(result), { status: 200, headers: { "content-type": "application/json" } })
        : result;
    },
  },
});

/** The page's import and its dry run: the file travels base64 in the input; the service reads it as REST's body. */
const pageImport = (dryRun: boolean) =>
  defineOperation({
    kind: "mutation",
    access: "staff",
    heavy: true,
    input: importFileInput,
    scoped: { school_id: "school" },
    run: (ctx, { format, file, skip_refused, ...options }) =>
      importQuestions(ctx, {
        format,
        bytes: Buffer.from(file, "base64"),
        options: { ...options, dry_run: dryRun, skip_refused: skip_refused ?? false },
      }),
  });

export const previewImportOperation = pageImport(true);
export const importQuestionsOperation = pageImport(false);
