import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AppDeps } from "@/server/app-deps";
import type { Database } from "@/server/db/client";
import { LocalStorage } from "@/server/storage/local-storage";
import type { ObjectStorage } from "@/server/storage/object-storage";

export const testSecret = "test-secret-test-secret-test-secret-0000";

export function localTestStorage(): LocalStorage {
  return new LocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "uploads-")), testSecret);
}

export const testDeps = (db: Database, storage: ObjectStorage = localTestStorage()): AppDeps => ({ db, storage });
