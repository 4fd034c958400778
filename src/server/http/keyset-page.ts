import { encodeCursor } from "./page-cursor";

/** One page of a list and the cursor where the next starts; null on the last page. */
export type Page<T> = { items: T[]; next_cursor: string | null };

/**
 * The page of rows a keyset query fetched with one row more than `limit`: that row, when it comes
 * back, says there is a next page, which starts after the page's last row (its `position`). An
 * undefined limit is the whole list. `list` names the list in the cursor (see encodeCursor).
 */
export function keysetPage<R>(
  rows: R[],
  limit: number | undefined,
  list: string,
  position: (row: R) => readonly unknown[],
): Page<R> {
  if (limit === undefined || rows.length <= limit) return { items: rows, next_cursor: null };
  const items = rows.slice(0, limit);
  return { items, next_cursor: encodeCursor(list, position(items[limit - 1]!)) };
}
