const LF = 0x0a;
const QUOTE = 0x22;
const crlf = Buffer.from("\r\n");

/**
 * COPY's CSV ends records with LF; RFC 4180 (and the report's earlier CSV) with CRLF. Line breaks
 * inside quoted fields are data and stay as they are, so the quote state is followed across chunks:
 * in COPY's CSV a quote only opens or closes a field or is doubled, which toggles twice.
 */
export function crlfRecords(): (chunk: Buffer) => Buffer {
  let quoted = false;
  return (chunk) => {
    const pieces: Buffer[] = [];
    let from = 0;
    let nextQuote = chunk.indexOf(QUOTE);
    let nextLf = chunk.indexOf(LF);
    let pos = 0;
    for (;;) {
      if (quoted) {
        if (nextQuote < 0) break;
        quoted = false;
        pos = nextQuote + 1;
      } else if (nextLf >= 0 && (nextQuote < 0 || nextLf < nextQuote)) {
        pieces.push(chunk.subarray(from, nextLf), crlf);
        from = pos = nextLf + 1;
      } else if (nextQuote >= 0) {
        quoted = true;
        pos = nextQuote + 1;
      } else break;
      if (nextQuote >= 0 && nextQuote < pos) nextQuote = chunk.indexOf(QUOTE, pos);
      if (nextLf >= 0 && nextLf < pos) nextLf = chunk.indexOf(LF, pos);
    }
    if (pieces.length === 0) return chunk;
    pieces.push(chunk.subarray(from));
    return Buffer.concat(pieces);
  };
}
