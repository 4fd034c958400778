import { PrismaPg } from "@prisma/adapter-pg";

const closing = new Set(["COMMIT", "ROLLBACK"]);

/**
 * PrismaPg whose transactions always give their connection back. Prisma 6.19 releases a
 * transaction's pool connection only after its COMMIT or ROLLBACK statement succeeds; when the
 * server ended the connection (a shutdown, a restart) that statement fails and the pool slot was
 * lost for good, until the pool had none left. A failed COMMIT or ROLLBACK now releases it (the
 * pool drops a connection that can no longer be used).
 */
export class ReleasingPgAdapter extends PrismaPg {
  override async connect() {
    const adapter = await super.connect();
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) => {
      const transaction = await startTransaction(isolationLevel);
      const executeRaw = transaction.executeRaw.bind(transaction);
      transaction.executeRaw = async (query) => {
        try {
          return await executeRaw(query);
        } catch (error) {
          if (closing.has(query.sql)) await transaction.rollback();
          throw error;
        }
      };
      return transaction;
    };
    return adapter;
  }
}
