import { beforeAll, expect, it } from "vitest";
import type { Ctx } from "@/server/context";
import type { Tx } from "@/server/db/client";
import { kyselyIn } from "@/server/db/kysely";
import { addQuestionsToExam } from "@/server/exams/add-questions";
import { checkExam } from "@/server/exams/check-exam";
import { checkQuestionReferences } from "@/server/questions-db/check-references";
import { createQuestion } from "@/server/questions-db/save-question";
import { nowMs } from "@/server/time/now";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testCtx, testDeps } from "../../../tests/support/deps";
import { contentQuestion, questionFixtures } from "../../../tests/support/question-fixtures";
import { disciplineMismatches } from "./discipline-mismatches";

type Group = { id: string; name: string };

describeEachDatabase("a question's discipline is one of its groups'", (database) => {
  let ana: Ctx;
  let fx: Awaited<ReturnType<typeof questionFixtures>>;
  beforeAll(async () => {
    const { prisma } = database();
    ana = await testCtx(testDeps(database()), await demoUser(prisma, demo.ana));
    fx = await questionFixtures(prisma);
  });

  const window = { available_after: 0, available_before: 1_000 };
  const flags = { instant_answer_feedback: false, allow_multiple_answers: false, is_readonly: false };
  const examOf = (tx: Tx, groups: Group[]) =>
    tx.exam.create({
      data: {
        schoolId: fx.aurora.id,
        name: "Prova",
        description: "",
        groups: {
          create: groups.map((g) => ({
            groupId: g.id,
            availableAfter: new Date(nowMs()),
            availableBefore: new Date(nowMs() + 86_400_000),
            instantAnswerFeedback: false,
            allowMultipleAnswers: false,
            isReadonly: false,
          })),
        },
      },
    });

  /** A group of Aurora without the discipline, in a transaction rolled back once `check` is done. */
  async function withBareGroup(check: (tx: Tx, bare: Group) => Promise<void>) {
    const rollback = new Error("rollback");
    await database()
      .prisma.$transaction(async (tx) => {
        const bare = await tx.group.create({ data: { schoolId: fx.aurora.id, name: "Sem a disciplina" } });
        await check(tx, bare);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
  }

  it("names each group that lacks each discipline, and nothing for unknown ids", async () => {
    await withBareGroup(async (tx, bare) => {
      const k = kyselyIn(tx);
      await expect(
        disciplineMismatches(k, [fx.auroraGroup.id, bare.id, crypto.randomUUID()], [fx.discipline.id]),
      ).resolves.toEqual([{ groupId: bare.id, groupName: bare.name, disciplineId: fx.discipline.id }]);
      await expect(disciplineMismatches(k, [fx.auroraGroup.id], [fx.discipline.id])).resolves.toEqual([]);
      await expect(disciplineMismatches(k, [], [fx.discipline.id])).resolves.toEqual([]);
    });
  });

  it("refuses an exam's question whose discipline one of its groups lacks, naming the group", async () => {
    const q = await createQuestion(ana, contentQuestion(fx));
    await withBareGroup(async (tx, bare) => {
      const exam = {
        name: "Prova",
        description: "",
        exam_to_groups: [{ group_ids: [fx.auroraGroup.id, bare.id], ...window, ...flags }],
        question_ids: [q.id],
      };
      await expect(checkExam(tx, ana.scope, exam)).rejects.toMatchObject({
        status: 422,
        reason: "discipline_mismatch",
        message: `The question's discipline is not a discipline of ${bare.name}`,
        issues: [
          {
            path: ["question_ids", 0],
            code: "discipline_mismatch",
            message: `The question's discipline is not a discipline of ${bare.name}`,
            params: { id: q.id, groups: bare.name },
          },
        ],
      });
    });
  });

  it("refuses a question's window on such a group or another school's, and an exam given to such a group", async () => {
    await withBareGroup(async (tx, bare) => {
      const lacking = await examOf(tx, [fx.auroraGroup, bare]);
      const fine = await examOf(tx, [fx.auroraGroup]);
      const input = {
        ...contentQuestion(fx),
        question_to_groups: [
          { group_ids: [fx.auroraGroup.id], ...window },
          { group_ids: [fx.auroraGroup.id, bare.id], ...window },
          { group_ids: [fx.borealGroup.id], ...window },
        ],
        exams: [{ id: fine.id }, { id: lacking.id }],
      };
      const message = "A question can only be sent to groups of its school that have its discipline";
      await expect(checkQuestionReferences(tx, input)).rejects.toMatchObject({
        status: 422,
        reason: "discipline_mismatch",
        issues: [
          { path: ["question_to_groups", 1, "group_ids"], code: "discipline_mismatch", message },
          { path: ["question_to_groups", 2, "group_ids"], code: "discipline_mismatch", message },
          {
            path: ["exams"],
            code: "discipline_mismatch",
            message: `Exam ${lacking.id} is given to a group without the question's discipline`,
            params: { id: lacking.id },
          },
        ],
      });
    });
  });

  it("refuses to add a question to an exam given to a group without its discipline", async () => {
    const { prisma } = database();
    const q = await createQuestion(ana, contentQuestion(fx));
    const bare = await prisma.group.create({ data: { schoolId: fx.aurora.id, name: "Sem a disciplina" } });
    const exam = await examOf(prisma, [fx.auroraGroup, bare]);
    try {
      await expect(addQuestionsToExam(ana, { examId: exam.id, questionIds: [q.id] })).rejects.toMatchObject({
        status: 422,
        reason: "discipline_mismatch",
        issues: [{ path: ["questionIds"], code: "discipline_mismatch", message: q.id, params: { id: q.id } }],
      });
    } finally {
      await prisma.exam.delete({ where: { id: exam.id } });
      await prisma.group.delete({ where: { id: bare.id } });
    }
  });
});
