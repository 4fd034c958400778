declare module "s3rver" {
  type Options = {
    port?: number;
    address?: string;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  };
  export default class S3rver {
    readonly store: import("./s3rver-durable-writes").S3rverStore;
    constructor(options: Options);
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
