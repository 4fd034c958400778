import NextAuth from "next-auth";
import { authOptions } from "@/server/auth/options";

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built per request so that the secret and database are resolved at run time, not at build.
async function handler(request: Request, context: Context) {
  return NextAuth(request as never, { params: await context.params } as never, authOptions());
}

export { handler as GET, handler as POST };
