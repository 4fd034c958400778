import "./lib/load-env";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runPrismaCli } from "@/server/db/prisma-cli";
import { resolveDatabase } from "@/server/db/resolve";

/**
 * `npm run db:migration -- NAME`: writes prisma/migrations/<timestamp>_NAME/migration.sql from
 * the difference between the schema as committed (git HEAD) and the working schema.prisma.
 * `migrate dev` does not work with driver adapters, so the diff is schema-to-schema.
 */
const name = process.argv[2]?.replace(/[^a-z0-9_]+/gi, "_").toLowerCase();
if (!name) {
  console.error("usage: npm run db:migration -- NAME");
  process.exit(2);
}
const previous = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "schema-")), "previous.prisma");
fs.writeFileSync(previous, execFileSync("git", ["show", "HEAD:prisma/schema.prisma"]));
// The CLI connects through prisma.config.ts's adapter even for a schema-to-schema diff.
const database = await resolveDatabase({ command: "npm run db:migration", server: false });
try {
  const sql = await runPrismaCli(
    [
      "migrate",
      "diff",
      "--from-schema-datamodel",
      previous,
      "--to-schema-datamodel",
      "prisma/schema.prisma",
      "--script",
    ],
    database.url,
    { quiet: true },
  );
  if (!sql.trim() || /^-- This is an empty migration/.test(sql.trim())) {
    console.log("No schema changes since HEAD.");
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = path.join("prisma/migrations", `${stamp}_${name}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "migration.sql"), sql);
    console.log(`Wrote ${dir}/migration.sql`);
  }
} finally {
  await database.stop();
}
process.exit();
