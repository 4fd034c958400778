import { maxBodyBytes } from "@/server/http/read-body";
import { maxImportBytes } from "@/server/questions-db/interchange-schema";
import { maxAnyMediaBytes } from "@/server/storage/media-types";

/**
 * next-auth's sign-in, sign-out and CSRF forms hold a few short fields (an e-mail, a password, a
 * CSRF token, a callback URL): 64 KiB is far more than any of them needs, and next-auth reads them whole.
 */
export const maxAuthBodyBytes = 64 * 1024;

/**
 * The routes whose files are larger than a JSON body read them as they stream, under their own
 * limit and error; the server's limit on their path is that one plus room for a form's fields and
 * boundaries, so that the route answers its own 413 first. Nowhere else does a body get past 1 MiB.
 */
const fileRoutes: Record<string, number> = {
  "/api/exams/questions-db/import": maxImportBytes + 64 * 1024,
  "/api/uploads": maxAnyMediaBytes + 64 * 1024,
};

/** The most bytes a request's body may have on this path: every route the server answers or Next.js does. */
export function bodyLimitOf(pathname: string): number {
  if (pathname.startsWith("/api/auth/")) return maxAuthBodyBytes;
  return fileRoutes[pathname] ?? maxBodyBytes;
}
