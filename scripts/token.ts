import "./lib/baseline-wasm";
import "./lib/load-env";
import { createDatabase } from "@/server/db/client";
import { resolveDatabase } from "@/server/db/resolve";
import { findActiveUser, toAuthUser } from "@/server/auth/user";
import { issueToken } from "@/server/tokens/service";

/** `npm run -s token -- <email> [name]`: prints a new API token for the user, and nothing else. */
const [email, name = "CLI"] = process.argv.slice(2);
if (!email) {
  console.error("usage: npm run -s token -- <email> [token name]");
  process.exit(2);
}
const user = { command: "npm run token", server: false, existing: true };
const database = await resolveDatabase(user).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
const { prisma, close } = createDatabase(database.url, { max: 1 });
try {
  const user = await findActiveUser(prisma, { email: email.toLowerCase() });
  if (!user) {
    console.error(`No active user with e-mail ${email}`);
    process.exitCode = 1;
  } else {
    const { token } = await issueToken(prisma, { ...toAuthUser(user), credential: { kind: "CLI" } }, { name });
    process.stdout.write(token + "\n");
  }
} finally {
  await close();
  await database.stop();
}
process.exit();
