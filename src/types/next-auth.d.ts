import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  /** The session callback in src/server/auth/options.ts adds the user's id. */
  interface Session {
    user: DefaultSession["user"] & { id: string };
  }
}
