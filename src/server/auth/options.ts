import type { NextAuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { db } from "@/server/db";
import type { PrismaClient } from "@/generated/prisma/client";
import { redirectWithinApp } from "./callback-url";
import { credentialsInput } from "./credentials-input";
import { authSecret } from "@/server/secret";
import { secureCookies } from "./secure-cookies";
import { verifyPassword } from "./password";
import { endSessions, findActiveUser, toAuthUser } from "./user";

/** `prisma` for tests; the app's database otherwise, opened on the first sign-in. */
export function authOptions(prisma?: PrismaClient): NextAuthOptions {
  return {
    secret: authSecret(),
    // next-auth's messages may carry what was submitted; the code says enough.
    debug: false,
    logger: {
      error: (code) => console.error(`[next-auth] ${code}`),
      warn: (code) => console.warn(`[next-auth] ${code}`),
      debug: () => {},
    },
    session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
    useSecureCookies: secureCookies(),
    pages: { signIn: "/sign-in" },
    providers: [
      CredentialsProvider({
        name: "Email",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(raw) {
          const parsed = credentialsInput.safeParse(raw);
          if (!parsed.success) return null;
          const user = await findActiveUser(prisma ?? db().prisma, { email: parsed.data.email.toLowerCase() });
          if (!user?.passwordHash || !(await verifyPassword(parsed.data.password, user.passwordHash))) return null;
          const signedIn: User = { ...toAuthUser(user), sessionVersion: user.sessionVersion };
          return signedIn;
        },
      }),
    ],
    callbacks: {
      // Only the id and session version travel in the cookie: role and access are read fresh on every request.
      jwt: ({ token, user }) => (user ? { ...token, sub: user.id, sv: user.sessionVersion ?? 0 } : token),
      session: ({ session, token }) => ({
        ...session,
        user: { ...session.user, id: token.sub!, sessionVersion: token.sv ?? 0 },
      }),
      redirect: redirectWithinApp,
    },
    events: {
      // Ends the session on the server too: the cookie alone would stay valid until it expires.
      signOut: ({ token }) => endSessions(prisma ?? db().prisma, String(token?.sub ?? ""), token?.sv),
    },
  };
}
