import { z } from "zod";

/** The largest page a client may ask for: a list's page is one SQL statement's rows, held whole to be sent. */
export const maxPageSize = 1000;

/** A page asked for by cursor alone (a client that keeps only the cursor) has this many items. */
export const defaultPageSize = 100;

export const cursorParam = z
  .string()
  .max(2000)
  .describe("Where the page starts: the next_cursor of the previous page, or the cursor in its Link header");

/**
 * Paging of a list the spec answers whole, which stays whole unless asked: with `limit` (or a
 * cursor) the answer is one page, and a Link header (rel="next") names the next one.
 */
export const optionalPaging = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(maxPageSize)
    .optional()
    .describe(
      "Page size: one page and a Link header to the next instead of the whole list " +
        `(default with a cursor: ${defaultPageSize})`,
    ),
  cursor: cursorParam.optional(),
});

export type OptionalPaging = z.output<typeof optionalPaging>;

/** How many items a page of an opt-in list holds; undefined when the whole list is asked for. */
export const pageSizeOf = (query: { limit?: number; cursor?: string }) =>
  query.limit ?? (query.cursor === undefined ? undefined : defaultPageSize);
