import type { z } from "zod";
import { importFileInput, importOptions } from "@/server/questions-db/interchange-schema";

/**
 * The wizard's first step: the import's own options (where the questions go, and whether the file's classification
 * is kept) and the file's format.
 */
export const importForm = importOptions.omit({ dry_run: true, skip_refused: true }).extend({
  format: importFileInput.shape.format,
  keep_file_classification: importFileInput.shape.keep_file_classification,
});

export type ImportFormValues = z.input<typeof importForm>;
export type ImportFormOutput = z.output<typeof importForm>;
