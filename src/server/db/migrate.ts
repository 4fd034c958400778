import { pendingMigrations } from "./pending-migrations";
import { runPrismaCli } from "./prisma-cli";

/**
 * Applies the committed migrations with Prisma's own `migrate deploy` (see prisma.config.ts), when any is pending:
 * the CLI's start costs seconds of CPU on every `npm start` of an up-to-date database.
 */
export async function migrate(url: string, options: { quiet?: boolean } = {}): Promise<void> {
  if ((await pendingMigrations(url)).length === 0) {
    if (!options.quiet) console.log("No pending migrations to apply.");
    return;
  }
  await runPrismaCli(["migrate", "deploy"], url, options);
}
