import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
  DummyDriver,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from "kysely";
import type pg from "pg";
import type { Prisma } from "@/generated/prisma/client";
import type { DB } from "@/generated/kysely/types";

/** The typed query builder; its table and column types are generated from prisma/schema.prisma. */
export type Kdb = Kysely<DB>;

export const createKysely = (pool: pg.Pool): Kdb => new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });

/** Builds and compiles queries that something else runs (prepared statements, COPY); it connects to nothing. */
export const queryBuilder: Kdb = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

type RawQueries = Pick<Prisma.TransactionClient, "$queryRawUnsafe">;

/** Runs every statement through Prisma: inside an interactive transaction it sees and locks what it does. */
class PrismaTransactionDriver implements Driver {
  constructor(private readonly tx: RawQueries) {}
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const tx = this.tx;
    return {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        const rows = await tx.$queryRawUnsafe<R[]>(query.sql, ...query.parameters);
        return { rows };
      },
      streamQuery() {
        throw new Error("streaming is not available inside a Prisma transaction");
      },
    };
  }
  async beginTransaction() {
    throw new Error("already inside a Prisma transaction");
  }
  async commitTransaction() {}
  async rollbackTransaction() {}
  async releaseConnection() {}
  async destroy() {}
}

/**
 * Kysely on a Prisma transaction (or client): the writes that read better in Prisma and the row
 * locks and scoped checks written in Kysely then share one transaction. Values come back as
 * Prisma's raw queries return them (uuid and text as strings, timestamps as Date, int8 as bigint).
 */
export function kyselyIn(tx: RawQueries): Kdb {
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new PrismaTransactionDriver(tx),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}
