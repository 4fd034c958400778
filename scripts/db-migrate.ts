import "./lib/load-env";
import { migrate } from "@/server/db/migrate";
import { resolveDatabase } from "@/server/db/resolve";

const database = await resolveDatabase();
try {
  await migrate(database.url);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.stop();
}
process.exit();
