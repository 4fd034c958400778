import { createDatabase } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { resolveDatabase, type ResolvedDatabase } from "@/server/db/resolve";
import { env } from "@/server/env";
import { seedDemo } from "@/server/seed";

/**
 * What `npm start` does before the app: takes the database (the embedded one in DATA_DIR when
 * DATABASE_URL is unset), migrates it, seeds an empty one, and declares it ready for CLI commands.
 */
export async function prepareDatabase(command: string): Promise<ResolvedDatabase> {
  const database = await resolveDatabase({ command, server: true });
  const embedded = `Embedded PostgreSQL (PGlite) in ${env().dataDir}`;
  console.log(database.embedded ? embedded : "PostgreSQL server from DATABASE_URL");
  await migrate(database.url);
  const { prisma, close } = createDatabase(database.url, { max: 1 });
  try {
    if ((await prisma.user.count()) === 0) {
      console.log("Empty database: loading demo data…");
      await seedDemo(prisma);
    }
  } finally {
    await close();
  }
  database.ready();
  return database;
}
