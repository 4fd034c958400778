import { beforeAll, expect, it } from "vitest";
import { createBlock } from "@/server/availability/blocks";
import { createBooking } from "@/server/bookings/create-booking";
import { createDiscipline } from "@/server/disciplines/create-discipline";
import { importQuestions } from "@/server/questions-db/import-questions";
import { createQuestion, updateQuestion } from "@/server/questions-db/save-question";
import { toQuestionInput } from "@/server/questions-db/to-question-input";
import { scopeFor, type Scope } from "@/server/scope/scope";
import { authenticateToken } from "@/server/auth/authenticate-token";
import { hashToken } from "@/server/auth/token-hash";
import { createToken, issueToken, revokeToken } from "@/server/tokens/service";
import { completeUpload } from "@/server/disciplines/image-uploads";
import { demo, demoUser } from "../../../tests/support/accounts";
import { freeSlot } from "../../../tests/support/booking-slot";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testCtx, testDeps } from "../../../tests/support/deps";
import { contentQuestion, questionFixtures } from "../../../tests/support/question-fixtures";

const origin = "http://localhost:3000";

describeEachDatabase("the audit log records every write in the write's transaction", (database) => {
  let ana: Scope;
  let fx: Awaited<ReturnType<typeof questionFixtures>>;
  beforeAll(async () => {
    const { prisma } = database();
    ana = await scopeFor(database(), await demoUser(prisma, demo.ana));
    fx = await questionFixtures(prisma);
  });

  const entriesOf = (entityId: string | number) =>
    database().prisma.auditEntry.findMany({ where: { entityId: String(entityId) }, orderBy: { action: "asc" } });

  it("a question update leaves exactly one entry, with the question before and after", async () => {
    const deps = testDeps(database());
    const ctx = await testCtx(deps, ana.user);
    const created = await createQuestion(ctx, { ...contentQuestion(fx), description: "Antes" });
    const updated = await updateQuestion(ctx, {
      questionId: created.id,
      data: { ...toQuestionInput(created), description: "Depois" },
    });

    const entries = await entriesOf(created.id);
    expect(entries.map((e) => e.action)).toEqual(["question.create", "question.update"]);
    const [create, update] = entries;
    expect(create).toMatchObject({
      entityType: "question",
      actorUserId: ana.user.id,
      actorKind: "SESSION",
      tokenId: null,
      schoolIds: [fx.aurora.id],
      before: null,
    });
    expect(create!.after).toEqual(JSON.parse(JSON.stringify(created)));
    expect(update!.before).toEqual(JSON.parse(JSON.stringify(created)));
    expect(update!.after).toEqual(JSON.parse(JSON.stringify(updated)));
    expect(update!.after).toMatchObject({ description: "Depois" });
  });

  it("a refused write leaves no entry, even when it failed after recording one", async () => {
    const deps = testDeps(database());
    const name = `Rolled back ${crypto.randomUUID()}`;
    const before = await database().prisma.auditEntry.count();
    // The discipline and its entry are written before the icon's file name is refused.
    const refused = { name, owner_ids: [fx.aurora.id], subjects: [{ name: "S", enabled: true }], icon: "notes.txt" };
    await expect(createDiscipline({ ...deps, scope: ana, origin }, refused)).rejects.toMatchObject({ status: 400 });
    const created = await createQuestion(await testCtx(deps, ana.user), contentQuestion(fx));
    const count = await database().prisma.auditEntry.count();
    // The platform admin reaches every id, so an unknown discipline is a data rule (422) met after
    // the new subject was recorded; for a school admin it would be refused up front (403).
    const admin = await scopeFor(database(), await demoUser(database().prisma, demo.admin));
    const broken = { ...toQuestionInput(created), subject: "Novo assunto", discipline_id: 2_000_000_000 };
    await expect(
      updateQuestion(await testCtx(deps, admin.user), { questionId: created.id, data: broken }),
    ).rejects.toMatchObject({ status: 422 });
    expect(await database().prisma.discipline.count({ where: { name } })).toBe(0);
    expect(count).toBe(before + 1);
    expect(await database().prisma.auditEntry.count()).toBe(count);
  });

  it("records the token of a token write and never a token's secret, hash or prefix", async () => {
    const { prisma } = database();
    const first = await issueToken(prisma, ana.user, { name: "first" });
    const viaToken = await testCtx(
      testDeps(database()),
      (await authenticateToken(database(), first.token, () => "token-ip:audit-test")).user!,
    );
    const second = await createToken(viaToken, { name: "second" });
    await revokeToken(viaToken, { id: second.id });
    await revokeToken(viaToken, { id: second.id });

    const entries = await entriesOf(second.id);
    expect(entries.map((e) => e.action)).toEqual(["api_token.create", "api_token.revoke"]);
    expect(
      entries.every(
        (e) =>
          e.actorKind === "TOKEN" &&
          e.tokenId === first.id &&
          e.actorUserId === ana.user.id &&
          e.schoolIds.length === 0,
      ),
    ).toBe(true);
    expect(entries[1]!.before).toMatchObject({ name: "second", revoked_at: null });
    expect(entries[1]!.after).toMatchObject({ revoked_at: second.revoked_at ?? expect.any(String) });
    const text = JSON.stringify([...entries, ...(await entriesOf(first.id))]);
    for (const secret of [
      first.token,
      second.token,
      hashToken(first.token),
      hashToken(second.token),
      first.prefix,
      second.prefix,
    ])
      expect(text).not.toContain(secret);
  });

  it("records the bookings a block cancels, each with its own entry", async () => {
    const { prisma } = database();
    const deps = testDeps(database());
    const slot = await freeSlot(prisma, 60);
    const tiago = await scopeFor(database(), await demoUser(prisma, demo.tiago));
    const booking = await createBooking(
      { ...deps, scope: tiago, origin },
      {
        student_id: slot.studentId,
        teacher_id: slot.tiago.id,
        discipline_id: slot.schedule.disciplineId,
        group_id: slot.groupId,
        scheduled_for: slot.start,
        duration_minutes: 30,
      },
    );
    const block = await createBlock(
      { ...deps, scope: ana, origin },
      {
        teacher_id: slot.tiago.id,
        start_date: slot.start - 3_600_000,
        end_date: slot.start + 3_600_000,
        reason: "Formação",
        cancel_conflicts: true,
      },
    );

    const [cancelled, created] = await entriesOf(booking.id);
    expect(created).toMatchObject({
      action: "booking.create",
      actorUserId: tiago.user.id,
      schoolIds: [booking.school_id],
      before: null,
      after: { student_id: slot.studentId, cancelled_at: null },
    });
    expect(cancelled).toMatchObject({
      action: "booking.cancel",
      actorUserId: ana.user.id,
      before: { cancelled_at: null },
      after: { cancelled_by_id: ana.user.id },
    });
    expect((cancelled!.after as { cancelled_at: string | null }).cancelled_at).not.toBeNull();
    const [blockEntry] = await entriesOf(block.id);
    expect(blockEntry).toMatchObject({
      action: "availability_block.create",
      after: { teacher_id: slot.tiago.id, reason: "Formação" },
    });
    expect(blockEntry!.schoolIds).toContain(slot.schedule.schoolId);
  });

  it("records a discipline with its subjects and upload, and the completed upload as the system's", async () => {
    const { prisma } = database();
    const deps = testDeps(database());
    const name = `Audited ${crypto.randomUUID()}`;
    const input = { name, owner_ids: [fx.aurora.id], subjects: [{ name: "S", enabled: true }], icon: "icon.png" };
    const created = await createDiscipline({ ...deps, scope: ana, origin }, input);
    const upload = await prisma.upload.findFirstOrThrow({ where: { disciplineId: created.id } });
    await completeUpload(prisma, deps.storage, upload.key);

    const entries = await prisma.auditEntry.findMany({
      where: {
        OR: [
          { entityType: "discipline", entityId: String(created.id) },
          { entityType: "subject", entityId: String(created.subjects[0]!.id) },
          { entityType: "upload", entityId: upload.id },
        ],
      },
    });
    expect(entries.map((e) => e.action).sort()).toEqual([
      "discipline.create",
      "discipline.image",
      "subject.create",
      "upload.prepare",
    ]);
    expect(entries.every((e) => e.schoolIds.length === 1 && e.schoolIds[0] === fx.aurora.id)).toBe(true);
    const image = entries.find((e) => e.action === "discipline.image")!;
    expect(image).toMatchObject({
      actorUserId: null,
      actorKind: "SYSTEM",
      before: { icon_url: "" },
      after: { upload_id: upload.id },
    });
    expect((image.after as { icon_url: string }).icon_url).toContain(upload.key);
  });

  it("logs a subject a question or an import creates for its discipline's owners and the school", async () => {
    const { prisma } = database();
    // Boreal's discipline, which Aurora only uses through one of its groups: both schools' admins see the new subjects.
    const discipline = await prisma.discipline.create({
      data: { name: `Compartilhada ${crypto.randomUUID()}`, owners: { create: { schoolId: fx.boreal.id } } },
    });
    await prisma.groupDiscipline.create({ data: { groupId: fx.auroraGroup.id, disciplineId: discipline.id } });
    try {
      const ctx = await testCtx(testDeps(database()), ana.user);
      const base = { belongs_to: { id: fx.aurora.id }, discipline_id: discipline.id, type: "CONTENT" as const };
      await createQuestion(ctx, { ...base, subject: "Novo pela questão", description: "Q", source: "S", answers: [] });
      const options = { school_id: fx.aurora.id, discipline_id: discipline.id, source: "S", dry_run: false };
      const bytes = Buffer.from("$CATEGORY: Novo pela importação\n\n::Q1:: Texto{}\n");
      await importQuestions(ctx, { format: "gift", bytes, options });

      const subjects = await prisma.subject.findMany({
        where: { disciplineId: discipline.id },
        orderBy: { id: "asc" },
      });
      expect(subjects.map((subject) => subject.name)).toEqual(["Novo pela questão", "Novo pela importação"]);
      const entries = await prisma.auditEntry.findMany({
        where: { action: "subject.create", entityId: { in: subjects.map((subject) => String(subject.id)) } },
      });
      expect(entries).toHaveLength(2);
      for (const entry of entries) expect(entry.schoolIds).toEqual([fx.aurora.id, fx.boreal.id].sort());
    } finally {
      await prisma.bankQuestion.deleteMany({ where: { disciplineId: discipline.id } });
      await prisma.discipline.delete({ where: { id: discipline.id } });
    }
  });
});
