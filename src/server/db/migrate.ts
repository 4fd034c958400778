import { createDatabase } from "./client";
import { dataSteps } from "./data-steps";
import { pendingMigrations } from "./pending-migrations";
import { runPrismaCli } from "./prisma-cli";

/**
 * Applies the committed migrations with Prisma's own `migrate deploy` (see prisma.config.ts), when any is pending:
 * the CLI's start costs seconds of CPU on every `npm start` of an up-to-date database. Then the data steps that follow
 * a migration it applied (data-steps.ts). A run stopped between the two leaves the step undone: it is for data the
 * app already shows safely.
 */
export async function migrate(url: string, options: { quiet?: boolean } = {}): Promise<void> {
  const pending = await pendingMigrations(url);
  if (pending.length === 0) {
    if (!options.quiet) console.log("No pending migrations to apply.");
    return;
  }
  await runPrismaCli(["migrate", "deploy"], url, options);
  const due = dataSteps.filter((step) => pending.includes(step.after));
  if (!due.length) return;
  // One connection: the embedded database serves one at a time.
  const db = createDatabase(url, { max: 1 });
  try {
    for (const step of due) {
      const changed = await step.run(db);
      if (!options.quiet) console.log(`Data step after ${step.after}: ${changed} rows changed.`);
    }
  } finally {
    await db.close();
  }
}
