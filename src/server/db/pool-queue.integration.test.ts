import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase, type Database } from "@/server/db/client";
import { createQuestion } from "@/server/questions-db/save-question";
import { questionInput } from "@/server/questions-db/schema";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testCtx, testDeps } from "../../../tests/support/deps";
import { questionFixtures } from "../../../tests/support/question-fixtures";

describeEachDatabase("a write queued behind a busy pool", (_, info) => {
  let db: Database;
  beforeAll(() => {
    db = createDatabase(info.url, { max: 1 });
  });
  afterAll(() => db.close());

  it("waits for the connection instead of failing after Prisma's default 2 s", async () => {
    const { prisma } = db;
    const ctx = await testCtx(testDeps(db), await demoUser(prisma, demo.ana));
    const fx = await questionFixtures(prisma);
    const input = questionInput.parse({
      belongs_to: { id: fx.aurora.id },
      description: "Escrita na fila do pool",
      discipline_id: fx.discipline.id,
      subject: fx.subject.id,
      type: "DISCURSIVE",
      source: "pool queue test",
      answers: [],
    });
    // The only connection is busy for longer than Prisma's default maxWait.
    const busy = prisma.$transaction(async (tx) => tx.$queryRaw`SELECT 1 AS one FROM pg_sleep(2.5)`);
    const created = await createQuestion(ctx, input);
    await busy;
    expect(created.description).toBe("Escrita na fila do pool");
  });
});
