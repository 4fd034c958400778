import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

type IOResult = { fields: { dataTypeID: number }[] };
type Patchable = {
  performIO?: (query: unknown) => Promise<IOResult>;
  startTransaction?: (...args: unknown[]) => Promise<unknown>;
};

// adapter-pg 6.19 cannot deserialize the catalog types `char` (18) and `name` (19) that the
// schema engine reads during `migrate deploy/status`; they are plain text, so report them as text (25).
function readCatalogTypesAsText<T>(target: T): T {
  const queryable = target as Patchable;
  const performIO = queryable.performIO?.bind(queryable);
  if (performIO) {
    queryable.performIO = async (query) => {
      const result = await performIO(query);
      for (const field of result.fields) if (field.dataTypeID === 18 || field.dataTypeID === 19) field.dataTypeID = 25;
      return result;
    };
  }
  const startTransaction = queryable.startTransaction?.bind(queryable);
  if (startTransaction)
    queryable.startTransaction = async (...args) => readCatalogTypesAsText(await startTransaction(...args));
  return target;
}

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  experimental: { adapter: true },
  engine: "js",
  async adapter() {
    const url = process.env.DATABASE_URL;
    if (!url)
      throw new Error(
        "DATABASE_URL is not set: use `npm run db:migrate`, which starts or finds the embedded database.",
      );
    const factory = new PrismaPg({ connectionString: url, max: 1 });
    const connect = factory.connect.bind(factory);
    factory.connect = async () => readCatalogTypesAsText(await connect());
    return factory;
  },
});
