/** Text known to be ASCII (markup, column letters, attribute values), written a byte per character. */
export const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/**
 * A sheet's XML written straight into megabyte buffers as UTF-8, with no string per cell: numbers
 * and markup go in as bytes, texts in one write each. A row's XML is about 1.2 KB; as strings it made
 * some 11 KB of garbage, and a million rows took about 290 young-generation collections (about 110
 * written as bytes, on generated rows). A write never spans two buffers, so no character is ever split.
 */
export class XmlBytes {
  private buffer: Buffer;
  private at = 0;
  private filled: Buffer[] = [];

  constructor(private readonly size = 1 << 20) {
    this.buffer = Buffer.allocUnsafe(size);
  }

  /** Room for `bytes` more in the current buffer, which is set aside full when there is not. */
  private room(bytes: number): void {
    if (this.at + bytes <= this.buffer.length) return;
    if (this.at > 0) this.filled.push(this.buffer.subarray(0, this.at));
    this.buffer = Buffer.allocUnsafe(Math.max(this.size, bytes));
    this.at = 0;
  }

  bytes(bytes: Uint8Array): void {
    this.room(bytes.length);
    this.buffer.set(bytes, this.at);
    this.at += bytes.length;
  }

  /** A whole number of 0 or more, in decimal digits. */
  digits(value: number): void {
    this.room(16);
    const buffer = this.buffer;
    let end = this.at;
    for (let n = value; n >= 10; n = Math.floor(n / 10)) end++;
    this.at = end + 1;
    for (let n = value; ; n = Math.floor(n / 10)) {
      buffer[end--] = 48 + (n % 10);
      if (n < 10) break;
    }
  }

  /**
   * A number that reads back as the same double, in its fewest significant digits from 15 to 17 less trailing
   * zeros (2.5, 0.1, 46090.962835648148, 1e-7). Not `String(value)`: V8 keeps the strings it makes of numbers
   * in a cache whose entries it allocates in the old generation, so a million rows of dates left some 200 MB
   * there until the next full collection.
   */
  number(value: number): void {
    if (Number.isSafeInteger(value) && value >= 0) return this.digits(value);
    let text = value.toPrecision(15);
    if (Number(text) !== value) text = value.toPrecision(16);
    if (Number(text) !== value) text = value.toPrecision(17);
    const exponent = text.indexOf("e");
    let end = exponent < 0 ? text.length : exponent;
    if (text.includes(".")) {
      while (text.charCodeAt(end - 1) === 48) end--;
      if (text.charCodeAt(end - 1) === 46) end--;
    }
    this.room(text.length);
    const buffer = this.buffer;
    for (let i = 0; i < end; i++) buffer[this.at++] = text.charCodeAt(i);
    for (let i = exponent < 0 ? text.length : exponent; i < text.length; i++) buffer[this.at++] = text.charCodeAt(i);
  }

  /** Any text, as UTF-8: byte by byte while it is ASCII, as most of a sheet is, else in one native write. */
  text(text: string): void {
    const length = text.length;
    this.room(length * 3);
    const buffer = this.buffer;
    const start = this.at;
    for (let i = 0; i < length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x80) {
        this.at = start + buffer.write(text, start, "utf8");
        return;
      }
      buffer[start + i] = code;
    }
    this.at = start + length;
  }

  /** The buffers filled so far, to be handed on: each is written once and never touched again. */
  take(): Buffer[] {
    const filled = this.filled;
    this.filled = [];
    return filled;
  }

  get ready(): boolean {
    return this.filled.length > 0;
  }

  /** Every buffer not yet taken, the current one's written part included; writing goes on in the rest of it. */
  flush(): Buffer[] {
    if (this.at > 0) {
      this.filled.push(this.buffer.subarray(0, this.at));
      this.buffer = this.buffer.subarray(this.at);
      this.at = 0;
    }
    return this.take();
  }
}
