import { runPrismaCli } from "./prisma-cli";

/** Applies the committed migrations with Prisma's own `migrate deploy` (see prisma.config.ts). */
export async function migrate(url: string, options: { quiet?: boolean } = {}): Promise<void> {
  await runPrismaCli(["migrate", "deploy"], url, options);
}
