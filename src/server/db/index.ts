import { env } from "@/server/env";
import { createDatabase, type Database } from "./client";

const globalForDb = globalThis as unknown as { appDatabase?: Database };

/** The app's database. The launcher (scripts/start.ts) sets DATABASE_URL, also for the embedded one. */
export function db(): Database {
  if (!globalForDb.appDatabase) {
    const { DATABASE_URL: url, DB_POOL_MAX } = env();
    if (!url)
      throw new Error("DATABASE_URL is not set: start the app with `npm start`, which serves the embedded database.");
    globalForDb.appDatabase = createDatabase(url, { max: DB_POOL_MAX });
  }
  return globalForDb.appDatabase;
}
