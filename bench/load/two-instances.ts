import { isDeepStrictEqual } from "node:util";
import type { MixInputs } from "./mixed-load";

/** Reads whose answers must not depend on the instance (the instance's own origin aside, in image URLs). */
async function read(url: string, mix: MixInputs, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url + path, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${mix.token}`, "content-type": "application/json", accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: JSON.parse((await response.text()).replaceAll(url, "ORIGIN")) as unknown };
}

/** The same reads from both instances, after the load: the paths whose answers differ. */
export async function compareReads(
  a: string,
  b: string,
  mix: MixInputs,
  questionIds: string[],
): Promise<{ compared: number; differing: string[] }> {
  const now = Date.now();
  const usage = { start_date: now - 365 * 86_400_000, end_date: now + 30 * 86_400_000, group_ids: mix.usageGroupIds };
  const reads: [string, unknown?][] = [
    ["/api/me"],
    ["/api/disciplines"],
    [`/api/exams/questions-db?discipline_id=${mix.disciplineId}&limit=100`],
    [`/api/exams?limit=100`],
    ...questionIds.slice(0, 5).map((id): [string] => [`/api/exams/questions-db/${id}`]),
    ["/api/reports/groups-usage", usage],
    ["/api/reports/bookings-workload", {}],
  ];
  const differing: string[] = [];
  // Requests still in flight when the load generator stopped may land between the two reads:
  // a path counts as differing only when it differs again once they have settled.
  const differs = async (path: string, body: unknown) => {
    const [fromA, fromB] = await Promise.all([read(a, mix, path, body), read(b, mix, path, body)]);
    return !isDeepStrictEqual(fromA, fromB) || (fromA as { status: number }).status !== 200;
  };
  for (const [path, body] of reads) {
    if (!(await differs(path, body))) continue;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    if (await differs(path, body)) differing.push(path);
  }
  return { compared: reads.length, differing };
}

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(";")[0]!);

/** Signs in with the credentials form on `a` (next-auth), then reads /api/me with that cookie on `b`. */
export async function sessionAcross(
  a: string,
  b: string,
  email: string,
  password: string,
): Promise<{ signedIn: boolean; sameUserOnB: boolean }> {
  const csrf = await fetch(`${a}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signIn = await fetch(`${a}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf).join("; ") },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  await signIn.arrayBuffer();
  const session = cookiesOf(signIn).find((c) => c.startsWith("next-auth.session-token="));
  if (!session) return { signedIn: false, sameUserOnB: false };
  const me = async (url: string) => {
    const response = await fetch(`${url}/api/me`, { headers: { cookie: session } });
    return response.status === 200 ? ((await response.json()) as { email?: string }).email : undefined;
  };
  const [onA, onB] = [await me(a), await me(b)];
  return { signedIn: onA === email, sameUserOnB: onB === email };
}

/**
 * Failed bearer-token checks from one client, alternating between the instances. With a limit kept in
 * the shared database, the answers turn to 429 after `limit` failures in all; a per-process limit would
 * allow twice as many.
 */
export async function tokenFailuresAcross(
  a: string,
  b: string,
  limit: number,
): Promise<{ sent: number; firstLimitedAt: number | null; statuses: Record<number, number> }> {
  const sent = limit + 4;
  const statuses: Record<number, number> = {};
  let firstLimitedAt: number | null = null;
  for (let i = 1; i <= sent; i++) {
    const response = await fetch(`${i % 2 ? a : b}/api/me`, {
      headers: { authorization: `Bearer lpa_${crypto.randomUUID().replaceAll("-", "")}` },
    });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (response.status === 429 && firstLimitedAt === null) firstLimitedAt = i;
  }
  return { sent, firstLimitedAt, statuses };
}
