import NextAuth from "next-auth";
import { appDeps } from "@/server/app-deps";
import { limitedSignIn } from "@/server/auth/limited-sign-in";
import { authOptions } from "@/server/auth/options";

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built per request so that the secret and database are resolved at run time, not at build.
async function handler(request: Request, context: Context) {
  const params = await context.params;
  const run = () => NextAuth(request as never, { params } as never, authOptions()) as Promise<Response>;
  const isPasswordSignIn = request.method === "POST" && params.nextauth.join("/") === "callback/credentials";
  return isPasswordSignIn ? limitedSignIn(appDeps(), request, run) : run();
}

export { handler as GET, handler as POST };
