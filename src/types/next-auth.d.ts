import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  /** The session callback in src/server/auth/options.ts adds the user's id and session version. */
  interface Session {
    user: DefaultSession["user"] & { id: string; sessionVersion: number };
  }
  /** What `authorize` returns: the user and the session version the new cookie carries. */
  interface User {
    sessionVersion?: number;
  }
}

declare module "next-auth/jwt" {
  /** `sv`: the user's session version when the cookie was issued; sign-out bumps the user's. */
  interface JWT {
    sv?: number;
  }
}
