/**
 * Fills the database with deterministic demo data: `npm run db:seed [-- --scale N]`.
 * Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR (default ./.data).
 * Applies pending migrations first. Replaces all domain data.
 */
import { createDatabase } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { resolveDatabase } from "@/server/db/resolve";
import { seedDemo } from "@/server/seed/seed-demo";

function parseScale(args: string[]): number {
  let raw: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (arg === "--scale") raw = args[++i];
    else if (arg.startsWith("--scale=")) raw = arg.slice("--scale=".length);
    else if (arg === "--help" || arg === "-h") {
      console.log("usage: npm run db:seed [-- --scale N]   (N > 0, default 1)");
      process.exit(0);
    } else throw new Error(`unknown argument: ${arg}`);
  }
  if (raw === undefined) return 1;
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale <= 0)
    throw new Error(`--scale needs a positive number, got ${JSON.stringify(raw)}`);
  return scale;
}

async function main(): Promise<void> {
  const scale = parseScale(process.argv.slice(2));
  const resolved = await resolveDatabase({ command: "npm run db:seed", server: false });
  try {
    console.log(`Database: ${resolved.embedded ? "embedded (PGlite)" : "PostgreSQL server"}`);
    await migrate(resolved.url, { quiet: true });
    const database = createDatabase(resolved.url, { max: resolved.embedded ? 1 : 4 });
    try {
      const summary = await seedDemo(database.prisma, { scale, log: (msg) => console.log(msg) });
      console.log(
        `Seeded ${summary.total} rows at scale ${summary.scale} (reference now ${summary.now}) in ${(summary.durationMs / 1000).toFixed(1)} s.`,
      );
      console.log(
        "Demo logins (password demo-password): admin@example.com, ana@example.com, bruno@example.com, tiago@example.com, sofia@example.com",
      );
    } finally {
      await database.close();
    }
  } finally {
    await resolved.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`db:seed failed: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof Error && error.stack && process.env.DEBUG) console.error(error.stack);
    process.exit(1);
  },
);
