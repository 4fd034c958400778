import "./lib/load-env";
import { migrate } from "@/server/db/migrate";
import { resolveDatabase } from "@/server/db/resolve";

const database = await resolveDatabase({ command: "npm run db:migrate", server: false }).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
try {
  await migrate(database.url);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.stop();
}
process.exit();
