import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { jsonClient, type JsonClient } from "../support/http";
import { questionFixtures } from "../support/question-fixtures";
import { startRestServer } from "../support/rest-server";

describeEachDatabase("deleting disciplines and subjects over HTTP", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let ana: JsonClient;
  let fx: Awaited<ReturnType<typeof questionFixtures>>;
  beforeAll(async () => {
    const { prisma } = database();
    server = await startRestServer(testDeps(database()));
    ana = jsonClient(server.url, await bearer(prisma, demo.ana));
    fx = await questionFixtures(prisma);
  });
  afterAll(() => server.close());

  const discipline = () =>
    database().prisma.discipline.create({
      data: {
        name: `Apagável ${crypto.randomUUID().slice(0, 6)}`,
        allowOnlyFeatures: [],
        owners: { create: { schoolId: fx.aurora.id } },
        subjects: { create: [{ name: "Um" }, { name: "Dois" }] },
        groups: { create: { groupId: fx.auroraGroup.id } },
      },
      include: { subjects: { orderBy: { id: "asc" } } },
    });

  it("removes an unused discipline with its subjects and group assignments, audited", async () => {
    const { prisma } = database();
    const d = await discipline();
    expect(await ana("DELETE", `/api/disciplines/${d.id}`)).toMatchObject({ status: 200, body: { id: d.id } });
    expect(await prisma.subject.count({ where: { disciplineId: d.id } })).toBe(0);
    expect(await prisma.groupDiscipline.count({ where: { disciplineId: d.id } })).toBe(0);
    expect((await ana("GET", `/api/disciplines/${d.id}`)).status).toBe(404);
    const entry = await prisma.auditEntry.findFirstOrThrow({
      where: { entityId: String(d.id), action: "discipline.delete" },
    });
    expect(entry.before).toMatchObject({ id: d.id, owner_ids: [fx.aurora.id] });
  });

  it("refuses with 409 a discipline or a subject that questions use, saying how many; removes an unused subject", async () => {
    const { prisma } = database();
    const d = await discipline();
    const [used, unused] = d.subjects;
    await prisma.bankQuestion.create({
      data: {
        schoolId: fx.aurora.id,
        disciplineId: d.id,
        subjectId: used!.id,
        type: "DISCURSIVE",
        description: "usa a disciplina",
        source: "teste",
      },
    });
    expect(await ana("DELETE", `/api/disciplines/${d.id}`)).toMatchObject({
      status: 409,
      body: { error: { reason: "discipline_in_use", params: { questions: 1, student_questions: 0, bookings: 0 } } },
    });
    expect(await ana("DELETE", `/api/disciplines/${d.id}/subjects/${used!.id}`)).toMatchObject({
      status: 409,
      body: { error: { reason: "subject_in_use", params: { questions: 1, student_questions: 0 } } },
    });
    expect(await ana("DELETE", `/api/disciplines/${d.id}/subjects/${unused!.id}`)).toMatchObject({
      status: 200,
      body: { id: unused!.id, name: "Dois" },
    });
    expect(await prisma.subject.findMany({ where: { disciplineId: d.id }, select: { id: true } })).toEqual([
      { id: used!.id },
    ]);
    expect((await ana("DELETE", `/api/disciplines/${d.id}/subjects/${unused!.id}`)).status).toBe(404);
  });
});
