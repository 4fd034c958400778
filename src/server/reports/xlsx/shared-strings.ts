import { xmlText } from "./xml-text";

/** Longer texts stay inline: descriptions and answers rarely repeat, and the table is held until the end. */
const maxSharedChars = 64;
/** The table's bound, whatever the rows: about 10 MB of strings at most. */
const maxEntries = 100_000;
/** A column whose first values all but never repeat (a question's id) stops adding to the table. */
const trialAdds = 10_000;

/**
 * A workbook's shared strings table (xl/sharedStrings.xml), filled as the rows are written, for the
 * texts that repeat: a school, a group, a teacher's name or "Sim" is written once and then referred to
 * by its index, which makes the sheet's XML (and so its deflate, most of the writer's cost) about a
 * third smaller. Bounded: long texts, columns of unique values and everything past `maxEntries` are
 * written inline, so memory stays flat with the rows.
 */
export class SharedStrings {
  private readonly indexes = new Map<string, number>();
  private readonly columns = new Map<string, { adds: number; hits: number }>();
  private uses = 0;

  /** The text's index in the table, or undefined to write it inline. `column` names where it was met. */
  index(text: string, column: string): number | undefined {
    if (text.length > maxSharedChars) return undefined;
    const known = this.indexes.get(text);
    let counts = this.columns.get(column);
    if (!counts) this.columns.set(column, (counts = { adds: 0, hits: 0 }));
    if (known !== undefined) {
      counts.hits++;
      this.uses++;
      return known;
    }
    if (this.indexes.size >= maxEntries || (counts.adds >= trialAdds && counts.hits * 100 < counts.adds))
      return undefined;
    counts.adds++;
    this.uses++;
    const index = this.indexes.size;
    this.indexes.set(text, index);
    return index;
  }

  get size(): number {
    return this.indexes.size;
  }

  /** The table's XML, once every sheet has been written; a Map keeps its keys in insertion (index) order. */
  async *xml(): AsyncGenerator<string> {
    yield (
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"' +
      ` count="${this.uses}" uniqueCount="${this.indexes.size}">`
    );
    let chunk = "";
    for (const text of this.indexes.keys()) {
      chunk += `<si>${textElement(text)}</si>`;
      if (chunk.length >= 64 * 1024) {
        yield chunk;
        chunk = "";
      }
    }
    yield `${chunk}</sst>`;
  }
}

// XML keeps leading and trailing white space of a text only when told to.
const edgeSpace = /^[ \t\n\r]|[ \t\n\r]$/;

/** A `<t>` element holding the text exactly, its edge spaces included. */
export const textElement = (text: string) =>
  `<t${edgeSpace.test(text) ? ' xml:space="preserve"' : ""}>${xmlText(text)}</t>`;
