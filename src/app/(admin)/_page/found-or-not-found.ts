import { TRPCError } from "@trpc/server";
import { notFound } from "next/navigation";

/**
 * A record page's read, made before anything of the page streams: a record that does not exist, or one outside the
 * caller's access (the same answer for both, so the page tells no one which records exist), is the not-found page
 * with status 404 rather than a page that says so with 200. Any other failure stays the error it is.
 */
export async function foundOrNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "FORBIDDEN")) notFound();
    throw error;
  }
}
