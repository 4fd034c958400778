import { appDeps } from "@/server/app-deps";
import { answerAuth } from "@/server/auth/answer-auth";
import { authOptions } from "@/server/auth/options";

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built per request so that the secret and database are resolved at run time, not at build.
async function handler(request: Request, context: Context) {
  const { nextauth } = await context.params;
  return answerAuth(appDeps(), request, nextauth, authOptions());
}

export { handler as GET, handler as POST };
