import { xmlText } from "./xml-text";

/** Longer texts stay inline: descriptions and answers rarely repeat, and the table is held until the end. */
const maxSharedChars = 64;
/** The table's bound, whatever the rows: about 10 MB of strings at most. */
const maxEntries = 100_000;
/** A column whose first values all but never repeat (a question's id) stops using the table. */
const trialAdds = 1_000;

/** A column's texts in the table: each column looks up in its own map, smaller than the table. */
export type StringsColumn = { indexes: Map<string, number>; adds: number; hits: number; closed: boolean };

/**
 * A workbook's shared strings table (xl/sharedStrings.xml), filled as the rows are written, for the
 * texts that repeat: a school, a group, a teacher's name or "Sim" is written once and then referred to
 * by its index, which makes the sheet's XML (and so its deflate, most of the writer's cost) about a
 * third smaller. Bounded: long texts, columns of unique values and everything past `maxEntries` are
 * written inline, so memory stays flat with the rows.
 */
export class SharedStrings {
  private readonly texts: string[] = [];
  private uses = 0;

  /** A new column's bookkeeping: each sheet keeps one per column and passes it with the column's texts. */
  column(): StringsColumn {
    return { indexes: new Map(), adds: 0, hits: 0, closed: false };
  }

  /**
   * The text's index in the table, or undefined to write it inline. A closed column (of texts that
   * all but never repeat) is not even looked up.
   */
  index(text: string, column: StringsColumn): number | undefined {
    if (column.closed || text.length > maxSharedChars) return undefined;
    const known = column.indexes.get(text);
    if (known !== undefined) {
      column.hits++;
      this.uses++;
      return known;
    }
    if (this.texts.length >= maxEntries) return undefined;
    if (column.adds >= trialAdds && column.hits * 100 < column.adds) {
      column.closed = true;
      return undefined;
    }
    column.adds++;
    this.uses++;
    const index = this.texts.length;
    this.texts.push(text);
    column.indexes.set(text, index);
    return index;
  }

  get size(): number {
    return this.texts.length;
  }

  /** The table's XML, once every sheet has been written. */
  async *xml(): AsyncGenerator<string> {
    yield (
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"' +
      ` count="${this.uses}" uniqueCount="${this.texts.length}">`
    );
    let chunk = "";
    for (const text of this.texts) {
      chunk += `<si>${textElement(text)}</si>`;
      if (chunk.length >= 64 * 1024) {
        yield chunk;
        chunk = "";
      }
    }
    yield `${chunk}</sst>`;
  }
}

// Space, tab, LF and CR: XML keeps them at a text's edges only when told to.
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

/** A `<t>` element holding the text exactly, its edge spaces included (a character test: a regex cost more). */
export const textElement = (text: string) =>
  `<t${isSpace(text.charCodeAt(0)) || isSpace(text.charCodeAt(text.length - 1)) ? ' xml:space="preserve"' : ""}>` +
  `${xmlText(text)}</t>`;
