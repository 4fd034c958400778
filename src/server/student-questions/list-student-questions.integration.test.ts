import { beforeAll, expect, it } from "vitest";
import type { Ctx } from "@/server/context";
import { homeNumbers } from "@/server/home/home-numbers";
import { now } from "@/server/time/now";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testCtx, testDeps } from "../../../tests/support/deps";
import { listStudentQuestionsQuery, studentQuestionStatuses, type StudentQuestionListItem } from "./list-schema";
import { listStudentQuestions } from "./list-student-questions";

type Query = Record<string, string | number>;

describeEachDatabase("the students' questions' list", (database) => {
  const ctxs: Record<"ana" | "tiago" | "admin", Ctx> = {} as never;
  const at = now();

  /** Every page of the list, following next_cursor, as a caller's procedure would be called. */
  async function all(ctx: Ctx, query: Query = {}, limit = 40) {
    const items: StudentQuestionListItem[] = [];
    let cursor: string | undefined;
    do {
      const page = await listStudentQuestions(ctx, listStudentQuestionsQuery.parse({ ...query, limit, cursor }), {
        now: at,
      });
      expect(page.items.length).toBeLessThanOrEqual(limit);
      items.push(...page.items);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    return items;
  }

  beforeAll(async () => {
    const deps = testDeps(database());
    const { prisma } = database();
    for (const name of ["ana", "tiago", "admin"] as const)
      ctxs[name] = await testCtx(deps, await demoUser(prisma, demo[name]));
  });

  it("pages through every question of the caller's groups, newest first, each once", async () => {
    const { prisma } = database();
    const items = await all(ctxs.ana);
    const expected = await prisma.studentQuestion.findMany({
      where: { groupId: { in: ctxs.ana.scope.groupIds } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    expect(expected.length).toBeGreaterThan(40);
    expect(items.map((q) => q.id)).toEqual(expected.map((q) => q.id));
    const oldestFirst = await all(ctxs.ana, { sort: "created_at" }, 60);
    expect(oldestFirst.map((q) => q.id)).toEqual(expected.map((q) => q.id).reverse());
  });

  // What each sort orders by, as a person reads it: a status by its place in a question's life, names without
  // their accents or case; no teacher has no key.
  const fold = (name: string) =>
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  const keyOf: Record<string, (q: StudentQuestionListItem) => string | number | null> = {
    status: (q) => studentQuestionStatuses.indexOf(q.status),
    student: (q) => fold(q.student.name),
    teacher: (q) => (q.teacher ? fold(q.teacher.name) : null),
    group: (q) => fold(q.group.name),
    discipline: (q) => fold(q.discipline.name),
  };

  let newest: StudentQuestionListItem[] | undefined;
  it.each(Object.keys(keyOf).flatMap((key) => [key, `-${key}`]))(
    "sorts by %s, ties by age, its pages meeting without a gap",
    async (sort) => {
      const key = keyOf[sort.replace("-", "")]!;
      const sign = sort.startsWith("-") ? -1 : 1;
      const whole = await all(ctxs.ana, { sort }, 100);
      newest ??= await all(ctxs.ana, {}, 100);
      expect(new Set(whole.map((q) => q.id))).toEqual(new Set(newest.map((q) => q.id)));
      // Smaller pages: a dozen ends that fall between keys, inside ties and among the questions without a teacher.
      expect((await all(ctxs.ana, { sort }, 23)).map((q) => q.id)).toEqual(whole.map((q) => q.id));
      for (const [i, q] of whole.entries()) {
        if (i === 0) continue;
        const [a, b] = [key(whole[i - 1]!), key(q)];
        if (a === null) expect(b).toBeNull();
        else if (b !== null && a !== b) expect(sign * (a < b ? -1 : 1), `${sort}: ${a} before ${b}`).toBe(-1);
        else if (a === b)
          expect(
            sign * Math.sign(Date.parse(q.created_at) - Date.parse(whole[i - 1]!.created_at)),
          ).toBeGreaterThanOrEqual(0);
      }
      const keys = new Set(whole.map(key));
      expect(keys.size, `${sort} orders more than one value`).toBeGreaterThan(1);
      if (sort.endsWith("teacher")) expect(whole.at(-1)!.teacher).toBeNull();
    },
  );

  it("lists as many waiting and answered-this-week questions as the home's cards count", async () => {
    for (const ctx of Object.values(ctxs)) {
      const numbers = await homeNumbers(ctx, { now: at });
      const waiting = await all(ctx, { status: "WAITING,IN_PROGRESS" }, 100);
      expect(waiting).toHaveLength(numbers.questionsWaiting);
      expect(new Set(waiting.map((q) => q.status))).toEqual(new Set(["WAITING", "IN_PROGRESS"]));
      const answered = await all(ctx, { answered: "this_week" }, 100);
      expect(answered).toHaveLength(numbers.answeredThisWeek);
      for (const q of answered) expect(new Date(q.answered_at!).getTime()).toBeLessThanOrEqual(at.getTime());
    }
    // Counts of nothing would prove nothing: the seed has both kinds in every demo school.
    expect(await homeNumbers(ctxs.ana, { now: at })).toMatchObject({
      questionsWaiting: expect.toSatisfy((n: number) => n > 0),
      answeredThisWeek: expect.toSatisfy((n: number) => n > 0),
    });
  });

  it("keeps a teacher to their own groups, and the filters to what they name", async () => {
    const mine = new Set(ctxs.tiago.scope.groupIds);
    const tiagos = await all(ctxs.tiago, {}, 100);
    expect(tiagos.length).toBeGreaterThan(0);
    for (const q of tiagos) expect(mine.has(q.group.id)).toBe(true);

    const sample = tiagos.find((q) => q.teacher !== null)!;
    const byGroup = await all(ctxs.ana, { group_id: sample.group.id }, 100);
    expect(byGroup.length).toBeGreaterThan(0);
    expect(byGroup.every((q) => q.group.id === sample.group.id)).toBe(true);
    const byDiscipline = await all(ctxs.ana, { discipline_id: sample.discipline.id }, 100);
    expect(byDiscipline.map((q) => q.id)).toContain(sample.id);
    expect(byDiscipline.every((q) => q.discipline.id === sample.discipline.id)).toBe(true);
    const byTeacher = await all(ctxs.ana, { teacher_id: sample.teacher!.id, status: "FINISHED,ANSWERED" }, 100);
    expect(byTeacher.every((q) => q.teacher?.id === sample.teacher!.id)).toBe(true);
    expect(byTeacher.every((q) => ["FINISHED", "ANSWERED"].includes(q.status))).toBe(true);
    const bySchool = await all(ctxs.admin, { school_id: sample.school.id }, 100);
    expect(bySchool.every((q) => q.school.id === sample.school.id)).toBe(true);
    expect(bySchool.length).toBeGreaterThanOrEqual(byGroup.length);
  });

  it("names the student of an anonymous question, as the questions report does", async () => {
    const { prisma } = database();
    const anonymous = await prisma.studentQuestion.findFirstOrThrow({
      where: { anonymous: true, groupId: { in: ctxs.ana.scope.groupIds } },
      include: { student: true },
    });
    const item = (await all(ctxs.ana, {}, 100)).find((q) => q.id === anonymous.id)!;
    expect(item).toMatchObject({
      anonymous: true,
      student: { id: anonymous.studentId, name: `${anonymous.student.firstName} ${anonymous.student.lastName}` },
    });
    expect(item.description).toBe(anonymous.description.slice(0, 300));
  });

  it("refuses a cursor it did not write", async () => {
    const query = listStudentQuestionsQuery.parse({ cursor: "bm90LWEtY3Vyc29y" });
    await expect(listStudentQuestions(ctxs.ana, query)).rejects.toMatchObject({ reason: "invalid_cursor" });
    // Each sort's cursor is its own: the age's, or the status's, does not page the teachers' order.
    const byAge = await listStudentQuestions(ctxs.ana, listStudentQuestionsQuery.parse({ limit: 2 }));
    const byStatus = await listStudentQuestions(
      ctxs.ana,
      listStudentQuestionsQuery.parse({ sort: "status", limit: 2 }),
    );
    for (const cursor of [byAge.next_cursor, byStatus.next_cursor]) {
      const other = listStudentQuestionsQuery.parse({ sort: "-teacher", cursor });
      await expect(listStudentQuestions(ctxs.ana, other)).rejects.toMatchObject({ reason: "invalid_cursor" });
    }
  });
});
