// zip-stream ships no types; these are the parts the XLSX writer uses.
declare module "zip-stream" {
  import { Readable } from "node:stream";

  type EntryData = { name: string; date?: Date };
  class ZipStream extends Readable {
    constructor(options?: { zlib?: { level?: number } });
    entry(source: Buffer | string | Readable, data: EntryData, callback: (error?: Error | null) => void): this;
    finalize(): void;
  }
  export default ZipStream;
}
