import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/support/databases";
import { toDomainError } from "./to-domain-error";

const caught = (work: () => Promise<unknown>) => work().then(() => expect.fail("the duplicate was accepted"), (error: unknown) => error);

describeEachDatabase("unique violations from every database path become 409", (database) => {
  const key = () => `dup-${crypto.randomUUID()}`;
  const row = (k: string) => ({ key: k, target: "DISCIPLINE_ICON" as const, maxBytes: 1, expiresAt: new Date() });

  it("through the Prisma client, raw SQL, the pg pool and an interactive transaction", async () => {
    const { prisma, pool } = database();
    const k = key();
    await prisma.upload.create({ data: row(k) });
    const errors = [
      await caught(() => prisma.upload.create({ data: row(k) })),
      await caught(() => prisma.$executeRaw`INSERT INTO uploads (key, target, max_bytes, expires_at) VALUES (${k}, 'DISCIPLINE_ICON', 1, now())`),
      await caught(() => prisma.$queryRaw`INSERT INTO uploads (key, target, max_bytes, expires_at) VALUES (${k}, 'DISCIPLINE_ICON', 1, now()) RETURNING id`),
      await caught(() => pool.query("INSERT INTO uploads (key, target, max_bytes, expires_at) VALUES ($1, 'DISCIPLINE_ICON', 1, now())", [k])),
      await caught(() => prisma.$transaction(async (tx) => tx.upload.createMany({ data: [row(key()), row(k)] }))),
      await caught(() => prisma.$transaction(async (tx) => tx.$executeRaw`INSERT INTO uploads (key, target, max_bytes, expires_at) VALUES (${k}, 'DISCIPLINE_ICON', 1, now())`)),
    ];
    for (const error of errors) expect(toDomainError(error)).toMatchObject({ status: 409, code: "CONFLICT" });
  });
});
