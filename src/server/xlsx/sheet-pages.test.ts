import { describe, expect, it } from "vitest";
import { pageName, rowPages } from "./sheet-pages";

async function* batches(...items: unknown[][][]) {
  yield* items;
}

/** Each page's batches, read page after page as the workbook's writer reads them. */
async function pagesOf(rows: AsyncIterable<unknown[][]>, perPage: number) {
  const pages: unknown[][][][] = [];
  for await (const page of rowPages(rows, perPage)) {
    const read: unknown[][][] = [];
    for await (const batch of page) read.push(batch);
    pages.push(read);
  }
  return pages;
}

describe("a sheet's rows in pages", () => {
  it("fills each page to its size, splitting a batch that crosses the end", async () => {
    const pages = await pagesOf(batches([[1], [2], [3]], [[4]], [[5], [6], [7]]), 3);
    expect(pages).toEqual([[[[1], [2], [3]]], [[[4]], [[5], [6]]], [[[7]]]]);
  });

  it("gives one empty page for no rows, and no empty page after rows that fill the last one exactly", async () => {
    expect(await pagesOf(batches(), 3)).toEqual([[]]);
    expect(await pagesOf(batches([], [[1], [2]], []), 2)).toEqual([[[[1], [2]]]]);
  });

  it("closes the rows when its reader leaves between pages", async () => {
    let closed = false;
    async function* endless() {
      try {
        for (let i = 0; ; i++) yield [[i]];
      } finally {
        closed = true;
      }
    }
    for await (const page of rowPages(endless(), 2)) {
      for await (const batch of page) expect(batch).toHaveLength(1);
      break;
    }
    expect(closed).toBe(true);
  });
});

describe("a sheet's name for its later pages", () => {
  it("numbers them within a sheet name's 31 characters, never halving a character", () => {
    expect(pageName("Perguntas", 1)).toBe("Perguntas");
    expect(pageName("Perguntas", 2)).toBe("Perguntas (2)");
    const long = "Relatório de perguntas por aluno";
    expect(pageName(long, 12)).toBe("Relatório de perguntas por (12)");
    expect(pageName(long, 12)).toHaveLength(31);
    expect(pageName(`${"a".repeat(26)}😀x`, 3)).toBe(`${"a".repeat(26)} (3)`);
  });
});
