import type { z } from "zod";
import { optionalPaging, type OptionalPaging } from "@/server/http/page-query";

/**
 * For a list REST pages on request and tRPC answers whole: REST's query is the input's filters and the paging,
 * and the operation's input leaves the paging out. The REST answer reads the paging from its parts.
 */
export function restPaging<S extends z.ZodObject>(filters: S) {
  return {
    parts: { query: filters.extend(optionalPaging.shape) as unknown as z.ZodType<z.output<S> & OptionalPaging> },
    input: ({ query: { limit: _limit, cursor: _cursor, ...rest } }: { query: OptionalPaging }) => rest as z.output<S>,
  };
}
