import { beforeAll, expect, it } from "vitest";
import { createBlock } from "@/server/availability/blocks";
import { createBlockInput } from "@/server/availability/schema";
import { createDiscipline } from "@/server/disciplines/create-discipline";
import { deleteDiscipline } from "@/server/disciplines/delete-discipline";
import { importQuestions } from "@/server/questions-db/import-questions";
import { getQuestion, updateQuestion } from "@/server/questions-db/save-question";
import { toQuestionInput } from "@/server/questions-db/to-question-input";
import { scopeFor, type Scope } from "@/server/scope/scope";
import { nowMs } from "@/server/time/now";
import { issueToken } from "@/server/tokens/service";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testDeps } from "../../../tests/support/deps";
import { excerptText } from "@/lib/markdown/excerpt-text";
import { listAuditEntries } from "./list-audit";
import { listAuditQuery } from "./schema";

const query = (input: Record<string, unknown>) => listAuditQuery.parse({ limit: 100, ...input });
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
type School = { id: string; name: string; timeZone: string };

describeEachDatabase("the audit log's names and filters, per role", (database) => {
  let admin: Scope, ana: Scope, bruno: Scope, tiago: Scope;
  let aurora: School, boreal: School;
  beforeAll(async () => {
    const { prisma } = database();
    const scope = async (email: string) => scopeFor(database(), await demoUser(prisma, email));
    [admin, ana, bruno, tiago] = [
      await scope(demo.admin),
      await scope(demo.ana),
      await scope(demo.bruno),
      await scope(demo.tiago),
    ];
    aurora = await prisma.school.findFirstOrThrow({ where: { name: "Escola Aurora" } });
    boreal = await prisma.school.findFirstOrThrow({ where: { name: "Colégio Boreal" } });
  });

  const ctxOf = (scope: Scope) => ({ ...testDeps(database()), scope, origin: "http://localhost:3000" });
  const list = async (scope: Scope, input: Record<string, unknown>) =>
    (await listAuditEntries(ctxOf(scope), query(input))).items;

  it("names a discipline and the owners the reader may read, and keeps a deleted one's name", async () => {
    const name = `Compartilhada ${crypto.randomUUID().slice(0, 8)}`;
    const shared = await createDiscipline(ctxOf(admin), { name, owner_ids: [aurora.id, boreal.id] });
    const history = { entity_type: "discipline", entity_id: String(shared.id) };

    const [forAdmin] = await list(admin, history);
    expect(forAdmin).toMatchObject({ record: { name, exists: true }, time_zone: aurora.timeZone });
    expect(forAdmin!.names).toMatchObject({
      [`school:${aurora.id}`]: aurora.name,
      [`school:${boreal.id}`]: boreal.name,
    });

    const [forAna] = await list(ana, history);
    expect(forAna).toMatchObject({ record: { name, exists: true }, after: { owner_ids: [aurora.id] } });
    expect(forAna!.names).toEqual({
      [`discipline:${shared.id}`]: name,
      [`school:${aurora.id}`]: aurora.name,
      [`user:${admin.user.id}`]: admin.user.name,
    });
    expect(JSON.stringify(forAna)).not.toContain(boreal.name);

    await deleteDiscipline(ctxOf(admin), { id: shared.id });
    const afterDelete = await list(ana, history);
    expect(afterDelete.map((e) => e.action)).toEqual(["discipline.delete", "discipline.create"]);
    expect(afterDelete.every((e) => e.record.name === name && !e.record.exists)).toBe(true);
  });

  it("names a question by the start of its text and a block by its teacher, in the school's zone", async () => {
    const { prisma } = database();
    const seeded = await prisma.bankQuestion.findFirstOrThrow({
      // In no exam: other files in this worker put questions of this school into exams ana may not reach.
      where: { schoolId: aurora.id, archivedAt: null, importId: null, exams: { none: {} } },
      orderBy: { id: "asc" },
    });
    const question = await getQuestion(ctxOf(ana), { questionId: seeded.id });
    const difficulty = question.difficulty === "HARD" ? "EASY" : "HARD";
    await updateQuestion(ctxOf(ana), { questionId: seeded.id, data: { ...toQuestionInput(question), difficulty } });
    const [edited] = await list(ana, { entity_type: "question", entity_id: seeded.id, action: "question.update" });
    expect(edited).toMatchObject({
      record: { name: excerptText(question.description, 80), exists: true },
      after: { difficulty },
      time_zone: aurora.timeZone,
    });
    expect(edited!.names[`discipline:${question.discipline_id}`]).toEqual(expect.any(String));
    expect(edited!.names[`user:${ana.user.id}`]).toBe(ana.user.name);

    const start = nowMs() + (400 + Math.floor(Math.random() * 300)) * 86_400_000;
    const block = await createBlock(
      ctxOf(ana),
      createBlockInput.parse({
        teacher_id: tiago.user.id,
        start_date: start,
        end_date: start + 3_600_000,
        reason: "Curso",
      }),
    );
    const [created] = await list(ana, { entity_type: "availability_block", entity_id: block.id });
    expect(created).toMatchObject({ record: { name: tiago.user.name, exists: false }, time_zone: aurora.timeZone });
    expect(created!.names).toMatchObject({ [`user:${tiago.user.id}`]: tiago.user.name });
    // What the page shows of the entry holds no id but the snapshots' own.
    const { before, after, entity_id, id, school_ids, token_id, actor, names, ...shown } = created!;
    void [before, after, entity_id, id, school_ids, token_id, actor];
    expect(JSON.stringify([shown, Object.values(names)])).not.toMatch(uuid);
  });

  it("shows an import by its file, naming its discipline, with no record to open", async () => {
    const { prisma } = database();
    const { disciplineId } = await prisma.disciplineOwner.findFirstOrThrow({ where: { schoolId: aurora.id } });
    const discipline = await prisma.discipline.findUniqueOrThrow({ where: { id: disciplineId } });
    const options = { school_id: aurora.id, discipline_id: disciplineId, source: "S", dry_run: false };
    const category = `Importadas ${crypto.randomUUID().slice(0, 8)}`;
    const bytes = Buffer.from(`$CATEGORY: ${category}\n\n::Q1:: Importada{}\n`);
    const result = await importQuestions(ctxOf(ana), { format: "gift", bytes, options });
    const [entry] = await list(ana, { action: "question.import", actor_id: ana.user.id, limit: 1 });
    expect(entry).toMatchObject({
      entity_id: aurora.id,
      record: { name: null, exists: false },
      names: { [`discipline:${disciplineId}`]: discipline.name },
      after: { format: "gift", bytes: bytes.length, created: "created" in result ? result.created : [] },
      time_zone: aurora.timeZone,
    });
    await prisma.bankQuestion.deleteMany({ where: { id: { in: "created" in result ? result.created : [] } } });
    await prisma.subject.deleteMany({ where: { disciplineId, name: category } });
  });

  it("matches the API token filter for the admins of the owner's schools and the platform admin only", async () => {
    const tokenName = `Planilha ${crypto.randomUUID().slice(0, 8)}`;
    const token = await issueToken(database().prisma, tiago.user, { name: tokenName });
    const filter = { entity_type: "api_token", action: "api_token.create" };
    for (const reader of [admin, ana]) {
      const found = (await list(reader, filter)).find((e) => e.entity_id === token.id);
      expect(found, reader.user.email).toMatchObject({
        actor: { id: tiago.user.id, name: tiago.user.name },
        record: { name: tokenName },
        names: { [`user:${tiago.user.id}`]: tiago.user.name },
      });
    }
    expect((await list(bruno, filter)).map((e) => e.entity_id)).not.toContain(token.id);
  });

  it("gives a school admin no name of another school's records that a snapshot refers to", async () => {
    const name = `Boreal ${crypto.randomUUID().slice(0, 8)}`;
    const theirs = await createDiscipline(ctxOf(bruno), { name, owner_ids: [boreal.id] });
    expect(await list(ana, { entity_type: "discipline", entity_id: String(theirs.id) })).toEqual([]);
    const [forBruno] = await list(bruno, { entity_type: "discipline", entity_id: String(theirs.id) });
    expect(forBruno!.names).toEqual({
      [`discipline:${theirs.id}`]: name,
      [`school:${boreal.id}`]: boreal.name,
      [`user:${bruno.user.id}`]: bruno.user.name,
    });
  });
});
