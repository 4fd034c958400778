import { demoUser, demo } from "../accounts";
import type { Database } from "@/server/db/client";
import { issueToken } from "@/server/tokens/service";
import { installChangeLog } from "./change-log";
import type { FuzzTarget } from "./fuzz-route";
import { readIdPools } from "./id-pools";
import { readValidExamples } from "./valid-examples";

/** Credentials that must all be 401: unknown, malformed or oversized tokens, other schemes, forged or garbled session cookies. */
const badCredentials: Record<string, string>[] = [
  {},
  { authorization: "Bearer lpa_not-a-real-token" },
  { authorization: "Bearer" },
  { authorization: "Basic Zm9vOmJhcg==" },
  { authorization: `Bearer lpa_${"a".repeat(300)}` },
  { authorization: "Bearer lpa_\u00e4" },
  { cookie: "next-auth.session-token=garbage" },
  { cookie: "next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAA.BBBB.CCCC" },
  { cookie: "next-auth.session-token=%E0%A4%A; other=%" },
  { cookie: "=; ;; next-auth.session-token" },
];

/**
 * Credentials (a platform admin, a school admin, a bad token) and seeded ids for fuzzing a server
 * on `database`. The admin gets spare tokens that the fuzzed DELETE /api/tokens/{id} may revoke;
 * the fuzzer's own tokens are kept out of the id pools. Installs the change log on `database`:
 * `target.changes.remove()` once done.
 */
export async function prepareFuzzTarget(database: Database, baseUrl: string, timeoutMs: number): Promise<FuzzTarget> {
  const admin = await demoUser(database.prisma, demo.admin);
  const ana = await demoUser(database.prisma, demo.ana);
  const own = [
    await issueToken(database.prisma, admin, { name: "fuzz" }),
    await issueToken(database.prisma, ana, { name: "fuzz" }),
  ];
  for (let i = 0; i < 3; i++) await issueToken(database.prisma, admin, { name: `fuzz spare ${i}` });
  return {
    baseUrl,
    changes: await installChangeLog(database.pool),
    pools: await readIdPools(
      database.pool,
      own.map((t) => t.id),
    ),
    examples: await readValidExamples(database.prisma),
    headers: {
      admin: { authorization: `Bearer ${own[0]!.token}` },
      schoolAdmin: { authorization: `Bearer ${own[1]!.token}` },
      invalid: badCredentials,
    },
    timeoutMs,
  };
}
