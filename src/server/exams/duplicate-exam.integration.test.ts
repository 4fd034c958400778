import { beforeAll, expect, it } from "vitest";
import type { Ctx } from "@/server/context";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testCtx, testDeps } from "../../../tests/support/deps";
import { questionFixtures } from "../../../tests/support/question-fixtures";
import { duplicateExam } from "./duplicate-exam";
import { previewExam } from "./preview-exam";
import { getExam } from "./save-exam";

describeEachDatabase("duplicating and previewing exams", (database) => {
  let ana: Ctx;
  let bruno: Ctx;
  let fx: Awaited<ReturnType<typeof questionFixtures>>;
  let examId: string;
  let questionIds: string[];
  beforeAll(async () => {
    const { prisma } = database();
    ana = await testCtx(testDeps(database()), await demoUser(prisma, demo.ana));
    bruno = await testCtx(testDeps(database()), await demoUser(prisma, demo.bruno));
    fx = await questionFixtures(prisma);
    const question = (type: "MULTIPLE_CHOICE" | "DISCURSIVE" | "CONTENT", description: string) =>
      prisma.bankQuestion.create({
        data: {
          schoolId: fx.aurora.id,
          disciplineId: fx.discipline.id,
          subjectId: fx.subject.id,
          type,
          description,
          source: "Teste",
          answers:
            type === "MULTIPLE_CHOICE"
              ? {
                  create: [
                    { position: 0, description: "Errada", isCorrectAnswer: false },
                    { position: 1, description: "Certa $x^2$", isCorrectAnswer: true },
                  ],
                }
              : undefined,
        },
      });
    // Created out of position order, so that the order read back is the exam's, not the ids'.
    const qs = [
      await question("CONTENT", "Leia o **texto**"),
      await question("MULTIPLE_CHOICE", "Quanto é $1+1$?"),
      await question("DISCURSIVE", "Explique ![figura](/media/x.png)"),
    ];
    questionIds = [qs[2]!.id, qs[0]!.id, qs[1]!.id];
    const otherGroup = await prisma.group.findFirstOrThrow({
      where: { schoolId: fx.aurora.id, id: { not: fx.auroraGroup.id } },
    });
    const exam = await prisma.exam.create({
      data: {
        schoolId: fx.aurora.id,
        name: "Simulado",
        description: "Bimestre",
        groups: {
          create: [
            {
              groupId: fx.auroraGroup.id,
              availableAfter: new Date(1_000_000),
              availableBefore: new Date(2_000_000),
              instantAnswerFeedback: true,
              allowMultipleAnswers: false,
              isReadonly: false,
            },
            {
              groupId: otherGroup.id,
              availableAfter: new Date(3_000_000),
              availableBefore: new Date(4_000_000),
              instantAnswerFeedback: false,
              allowMultipleAnswers: true,
              isReadonly: true,
            },
          ],
        },
        questions: { create: questionIds.map((questionId, position) => ({ questionId, position })) },
      },
    });
    examId = exam.id;
  });

  it("copies the name with (cópia), the questions in order and the groups with their windows, audited", async () => {
    const original = await getExam(ana, { examId });
    const copy = await duplicateExam(ana, { examId });
    expect(copy.id).not.toBe(examId);
    expect(copy.name).toBe("Simulado (cópia)");
    expect(copy.question_ids).toEqual(questionIds);
    expect(copy.exam_to_groups).toEqual(original.exam_to_groups);
    expect(copy.exam_to_groups).toHaveLength(2);
    expect({ ...copy, id: examId, name: original.name, created_at: 0, updated_at: 0 }).toEqual({
      ...original,
      created_at: 0,
      updated_at: 0,
    });
    const audit = await database().prisma.auditEntry.findFirst({ where: { entityId: copy.id } });
    expect(audit?.action).toBe("exam.duplicate");
    // The original is untouched.
    expect((await getExam(ana, { examId })).question_ids).toEqual(questionIds);
  });

  it("keeps a long name within 200 characters", async () => {
    const { prisma } = database();
    const long = await prisma.exam.create({
      data: { schoolId: fx.aurora.id, name: "x".repeat(200), description: "" },
    });
    await prisma.examGroup.create({
      data: {
        examId: long.id,
        groupId: fx.auroraGroup.id,
        availableAfter: new Date(0),
        availableBefore: new Date(1),
        instantAnswerFeedback: false,
        allowMultipleAnswers: false,
        isReadonly: false,
      },
    });
    const copy = await duplicateExam(ana, { examId: long.id });
    expect(copy.name).toHaveLength(200);
    expect(copy.name.endsWith(" (cópia)")).toBe(true);
  });

  it("previews the questions in order with their options, never which one is correct", async () => {
    const preview = await previewExam(ana, { examId });
    expect(preview.name).toBe("Simulado");
    expect(preview.questions.map((q) => q.id)).toEqual(questionIds);
    expect(preview.questions.map((q) => q.type)).toEqual(["DISCURSIVE", "CONTENT", "MULTIPLE_CHOICE"]);
    expect(preview.questions[2]!.answers.map((a) => a.description)).toEqual(["Errada", "Certa $x^2$"]);
    expect(preview.questions[0]!.answers).toEqual([]);
    expect(JSON.stringify(preview)).not.toMatch(/correct/);
  });

  it("refuses another school's exam (403) and an unknown one (404), as the read does", async () => {
    const before = await database().prisma.exam.count();
    await expect(duplicateExam(bruno, { examId })).rejects.toMatchObject({ status: 403 });
    await expect(previewExam(bruno, { examId })).rejects.toMatchObject({ status: 403 });
    await expect(getExam(bruno, { examId })).rejects.toMatchObject({ status: 403 });
    const unknown = crypto.randomUUID();
    await expect(duplicateExam(ana, { examId: unknown })).rejects.toMatchObject({ status: 404 });
    await expect(previewExam(ana, { examId: unknown })).rejects.toMatchObject({ status: 404 });
    expect(await database().prisma.exam.count()).toBe(before);
  });
});
