import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";
import { db } from "@/server/db";
import { authSecret } from "./secret";
import { verifyPassword } from "./password";
import { findActiveUser, toAuthUser } from "./user";

const credentials = z.object({ email: z.email().max(320), password: z.string().min(1).max(1024) });

export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
    pages: { signIn: "/sign-in" },
    providers: [
      CredentialsProvider({
        name: "Email",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(raw) {
          const parsed = credentials.safeParse(raw);
          if (!parsed.success) return null;
          const user = await findActiveUser(db().prisma, { email: parsed.data.email.toLowerCase() });
          if (!user?.passwordHash || !(await verifyPassword(parsed.data.password, user.passwordHash))) return null;
          return toAuthUser(user);
        },
      }),
    ],
    callbacks: {
      // Only the id travels in the cookie: role and access are read fresh on every request.
      jwt: ({ token, user }) => (user ? { ...token, sub: user.id } : token),
      session: ({ session, token }) => ({ ...session, user: { ...session.user, id: token.sub } }),
    },
  };
}
