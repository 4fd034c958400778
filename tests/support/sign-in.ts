import { randomUUID } from "node:crypto";
import { hashPasswordWith } from "@/server/auth/password";
import type { PrismaClient } from "@/generated/prisma/client";

/** The name=value pairs a response sets, as a client sends them back. */
export const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);

/** next-auth's CSRF token and the cookie that goes with it, as its client fetches them. */
export async function csrfOf(baseUrl: string): Promise<{ csrfToken: string; cookies: string[] }> {
  const response = await fetch(`${baseUrl}/api/auth/csrf`);
  return { csrfToken: ((await response.json()) as { csrfToken: string }).csrfToken, cookies: cookiesOf(response) };
}

export type SignIn = {
  query?: string;
  body?: Record<string, string>;
  cookies?: string[];
  headers?: Record<string, string>;
};

/** A password sign-in as next-auth's client sends it (JSON answer); the cookies are the jar after it. */
export async function signInOverHttp(baseUrl: string, email: string, password: string, extra: SignIn = {}) {
  const csrf = await csrfOf(baseUrl);
  const sent = [...csrf.cookies, ...(extra.cookies ?? [])];
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials${extra.query ?? ""}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: sent.join("; "), ...extra.headers },
    body: new URLSearchParams({ email, password, csrfToken: csrf.csrfToken, json: "true", ...extra.body }),
  });
  return { response, cookies: [...sent, ...cookiesOf(response)], csrfToken: csrf.csrfToken };
}

/**
 * A user of their own for a test that changes its sessions; `remove` deletes it. Its hash takes scrypt at N=2^10, a
 * thirty-second of the app's cost: the sign-in path is the same (verifyPassword reads N from the hash), and the files
 * that sign it in a few hundred times stop spending their time in scrypt.
 */
export async function passwordUser(prisma: PrismaClient, password: string) {
  const user = await prisma.user.create({
    data: {
      email: `session-${randomUUID()}@example.com`,
      passwordHash: await hashPasswordWith(password, { N: 2 ** 10, r: 8, p: 1 }),
      firstName: "Session",
      lastName: "Test",
      role: "SCHOOL_ADMIN",
    },
  });
  return { ...user, remove: () => prisma.user.delete({ where: { id: user.id } }) };
}
