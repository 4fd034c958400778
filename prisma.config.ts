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

type Scriptable = {
  executeScript: (script: string) => Promise<void>;
  underlyingDriver: () => { query: (sql: string) => Promise<unknown> };
  onError: (error: unknown) => never;
};

// adapter-pg 6.19 runs a migration cut at every `;`, which breaks a function's body (a trigger's). PostgreSQL takes
// the whole script as one simple query, which also runs it as one transaction: a failed migration leaves nothing.
function runScriptsWhole<T>(target: T): T {
  const adapter = target as unknown as Scriptable;
  adapter.executeScript = async (script) => {
    try {
      await adapter.underlyingDriver().query(script);
    } catch (error) {
      adapter.onError(error);
    }
  };
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
    factory.connect = async () => runScriptsWhole(readCatalogTypesAsText(await connect()));
    return factory;
  },
});
