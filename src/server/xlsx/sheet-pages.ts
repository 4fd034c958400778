/** A spreadsheet's most rows in one sheet (Excel's and LibreOffice Calc's); the header takes one of them. */
export const maxSheetRows = 1_048_576;

/**
 * A sheet's name for its `page`-th part: the name itself, then "Nome (2)", "Nome (3)", … with the name cut so that
 * the whole stays within a sheet name's 31 characters (UTF-16 units, as Excel counts them; a pair is never halved).
 */
export function pageName(name: string, page: number): string {
  if (page === 1) return name;
  const suffix = ` (${page})`;
  const cut = name.slice(0, 31 - suffix.length);
  return `${(/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trimEnd()}${suffix}`;
}

/**
 * Batches of rows split into pages of at most `perPage` rows, each page to be read to its end before the next is
 * asked for. The first page always comes (a sheet with only its header when there are no rows); another only while
 * rows remain, so rows filling the last page exactly leave no empty sheet after it. Leaving early closes the rows.
 */
export async function* rowPages(
  rows: AsyncIterable<unknown[][]>,
  perPage: number,
): AsyncGenerator<AsyncIterable<unknown[][]>> {
  const iterator = rows[Symbol.asyncIterator]();
  let held: unknown[][] = [];
  let done = false;
  /** Whether a row is held for the next page, reading a batch if none is. */
  const more = async () => {
    while (!held.length && !done) {
      const next = await iterator.next();
      if (next.done) done = true;
      else held = next.value;
    }
    return held.length > 0;
  };
  async function* page(): AsyncGenerator<unknown[][]> {
    for (let room = perPage; room > 0 && (await more());) {
      const batch = held.length <= room ? held : held.slice(0, room);
      held = batch === held ? [] : held.slice(room);
      room -= batch.length;
      yield batch;
    }
  }
  try {
    yield page();
    while (await more()) yield page();
  } finally {
    if (!done) await iterator.return?.();
  }
}
