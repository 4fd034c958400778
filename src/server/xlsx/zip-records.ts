/** A ZIP entry as written: its local header at `offset`, then its deflated bytes and a data descriptor. */
export type ZipEntry = { name: Buffer; date: Date; offset: number; crc: number; size: number; compressed: number };

/** Sizes and offsets from here on live in ZIP64 records; the classic field holds this marker. */
const zip64Marker = 0xffffffff;
// Data descriptor (bit 3), names in UTF-8 (bit 11).
const flags = 0x0808;
const deflateMethod = 8;
const version = 20;
const version64 = 45;

const isZip64 = (e: ZipEntry) => e.size >= zip64Marker || e.compressed >= zip64Marker || e.offset >= zip64Marker;

/** The date and time as MS-DOS writes them, local fields read as the server's UTC (2-second steps). */
function dosDateTime(date: Date): [time: number, day: number] {
  const year = Math.max(date.getUTCFullYear(), 1980);
  return [
    (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  ];
}

/** Little-endian fields of 2, 4 or 8 bytes, in order, as one buffer. */
function fields(...values: [bytes: 2 | 4 | 8, value: number][]): Buffer {
  const buffer = Buffer.alloc(values.reduce((sum, [bytes]) => sum + bytes, 0));
  let at = 0;
  for (const [bytes, value] of values) {
    if (bytes === 2) buffer.writeUInt16LE(value, at);
    else if (bytes === 4) buffer.writeUInt32LE(value, at);
    else buffer.writeBigUInt64LE(BigInt(value), at);
    at += bytes;
  }
  return buffer;
}

/** The entry's local header, before its sizes are known: they follow the data (flag bit 3). */
export function localHeader(e: ZipEntry): Buffer {
  const [time, day] = dosDateTime(e.date);
  const head = fields([4, 0x04034b50], [2, version], [2, flags], [2, deflateMethod], [2, time], [2, day]);
  return Buffer.concat([head, fields([4, 0], [4, 0], [4, 0], [2, e.name.length], [2, 0]), e.name]);
}

/** The CRC-32 and sizes after the data; 8-byte sizes for a ZIP64 entry, as its central record says. */
export const dataDescriptor = (e: ZipEntry): Buffer =>
  isZip64(e)
    ? fields([4, 0x08074b50], [4, e.crc], [8, e.compressed], [8, e.size])
    : fields([4, 0x08074b50], [4, e.crc], [4, e.compressed], [4, e.size]);

function centralRecord(e: ZipEntry): Buffer {
  const [time, day] = dosDateTime(e.date);
  const zip64 = isZip64(e);
  const classic = (value: number) => (zip64 ? zip64Marker : value);
  const extra = zip64 ? fields([2, 0x0001], [2, 24], [8, e.size], [8, e.compressed], [8, e.offset]) : Buffer.alloc(0);
  const record = fields(
    [4, 0x02014b50],
    [2, version64],
    [2, zip64 ? version64 : version],
    [2, flags],
    [2, deflateMethod],
    [2, time],
    [2, day],
    [4, e.crc],
    [4, classic(e.compressed)],
    [4, classic(e.size)],
    [2, e.name.length],
    [2, extra.length],
    [2, 0],
    [2, 0],
    [2, 0],
    [4, 0],
    [4, classic(e.offset)],
  );
  return Buffer.concat([record, e.name, extra]);
}

/** The central directory at `offset` and its end records: ZIP64 ones as well when it starts or ends past 4 GiB. */
export function centralDirectory(entries: ZipEntry[], offset: number): Buffer {
  const records = Buffer.concat(entries.map(centralRecord));
  const end = offset + records.length;
  const zip64 = end >= zip64Marker || entries.length >= 0xffff;
  const zip64End = zip64
    ? fields(
        [4, 0x06064b50],
        [8, 44],
        [2, version64],
        [2, version64],
        [4, 0],
        [4, 0],
        [8, entries.length],
        [8, entries.length],
        [8, records.length],
        [8, offset],
        // The locator: where the ZIP64 end record starts, on the one disk.
        [4, 0x07064b50],
        [4, 0],
        [8, end],
        [4, 1],
      )
    : Buffer.alloc(0);
  const count = zip64 ? 0xffff : entries.length;
  const classicEnd = fields(
    [4, 0x06054b50],
    [2, 0],
    [2, 0],
    [2, count],
    [2, count],
    [4, zip64 ? zip64Marker : records.length],
    [4, zip64 ? zip64Marker : offset],
    [2, 0],
  );
  return Buffer.concat([records, zip64End, classicEnd]);
}
