import type { Database } from "./client";

/**
 * Changes to stored data that SQL cannot make, each run by `migrate` once the migration it follows has been applied
 * by this run (the migration holds no schema change, only marks the step as due). A step is safe to run again.
 */
export const dataSteps: { after: string; run: (db: Database) => Promise<number> }[] = [
  // Loaded when due: the markdown parser is no part of an up-to-date start.
  {
    after: "20261129200000_inert_stored_markdown",
    run: async (db) => (await import("./inert-stored-markdown")).inertStoredMarkdown(db),
  },
];
