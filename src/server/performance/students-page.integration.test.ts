import { beforeAll, expect, it } from "vitest";
import { scopeFor, type Scope } from "@/server/scope/scope";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testDeps } from "../../../tests/support/deps";
import { eventLogWorld } from "../../../tests/support/event-log";
import { countFigures } from "./figure-sort-key";
import { performanceQuery as performanceQuerySchema, studentsPageQuery, studentEventsQuery } from "./schema";
import { studentEvents, studentsPage, usersPerformance } from "./users-performance";

describeEachDatabase("the performance page's paged students and their timelines", (database) => {
  let ana: Scope;
  let widened: Scope;
  let world: Awaited<ReturnType<typeof eventLogWorld>>;
  /** The world's students by last name: Alves (two correct answers), Braga (one wrong), Costa (none), Teste (the log's, tagged "Teste 1a2b…"). */
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { prisma } = database();
    ana = await scopeFor(database(), await demoUser(prisma, demo.ana));
    world = await eventLogWorld(prisma);
    widened = world.widen(ana);
    ids.Teste = world.student.id;
    for (const lastName of ["Alves", "Braga", "Costa"]) ids[lastName] = (await world.addStudent("Aluna", lastName)).id;
    const event = (student: string, seconds: number, kind: "CORRECT_ANSWER" | "WRONG_ANSWER", q: number) => ({
      studentId: ids[student]!,
      questionId: world.questions[q]!.id,
      event: kind,
      createdAt: world.at(seconds),
      examId: world.singleExam.id,
    });
    await prisma.studentEvent.createMany({
      data: [
        event("Alves", 0, "CORRECT_ANSWER", 0),
        event("Alves", 10, "CORRECT_ANSWER", 1),
        event("Braga", 20, "WRONG_ANSWER", 0),
      ],
    });
    // The log's student: one view and one correct answer in the multiple-answer exam only.
    await world.log([
      [0, "QUESTION_VIEW", 2, { exam: world.multiExam.id }],
      [5, "CORRECT_ANSWER", 2, { exam: world.multiExam.id }],
    ]);
  });

  const ctxOf = (scope: Scope) => ({ ...testDeps(database()), scope, origin: "http://localhost" });
  const page = (input: Record<string, unknown>, scope = widened) =>
    studentsPage(ctxOf(scope), studentsPageQuery.parse({ group_ids: world.group.id, ...input }));
  const lastNames = (rows: { last_name: string }[]) => rows.map((r) => r.last_name.split(" ")[0]);

  it("pages the group's students by name, with the total", async () => {
    const first = await page({ page_size: 3 });
    expect(first.total).toBe(4);
    expect(lastNames(first.students)).toEqual(["Alves", "Braga", "Costa"]);
    const second = await page({ page_size: 3, page: 2 });
    expect(lastNames(second.students)).toEqual(["Teste"]);
    const backwards = await page({ page_size: 2, direction: "desc" });
    expect(lastNames(backwards.students)).toEqual(["Teste", "Costa"]);
    expect(first.students[0]).not.toHaveProperty("events");
  });

  it("sorts by a figure in the database, ties by name, before paging", async () => {
    const best = await page({ sort: "correct_answers_count", direction: "desc", page_size: 2 });
    expect(lastNames(best.students)).toEqual(["Alves", "Teste"]);
    expect(best.students.map((s) => s.correct_answers_count)).toEqual([2, 1]);
    const rest = await page({ sort: "correct_answers_count", direction: "desc", page_size: 2, page: 2 });
    expect(lastNames(rest.students)).toEqual(["Braga", "Costa"]);
    const fewest = await page({ sort: "total_questions_answered_count", direction: "asc", page_size: 1 });
    expect(lastNames(fewest.students)).toEqual(["Costa"]);
  });

  it("puts the students with no average last in both directions, as none and never a zero", async () => {
    // Only Teste has an answer with a view before it and an answer in a multiple-answer exam.
    for (const sort of ["average_answer_time", "average_answers_until_correct"])
      for (const direction of ["asc", "desc"]) {
        const first = await page({ sort, direction, page_size: 2 });
        const second = await page({ sort, direction, page_size: 2, page: 2 });
        expect(lastNames([...first.students, ...second.students]), `${sort} ${direction}`).toEqual([
          "Teste",
          "Alves",
          "Braga",
          "Costa",
        ]);
        const figures = [...first.students, ...second.students].map((s) => s[sort as "average_answer_time"]);
        expect(figures.slice(1), `${sort} ${direction}`).toEqual([null, null, null]);
        expect(figures[0]).toBeGreaterThan(0);
      }
  });

  it("pages a count figure as the full statement sorts it, on the demo school's events", async () => {
    const all = await usersPerformance(ctxOf(ana), performanceQuerySchema.parse({}));
    const byName = await page({ group_ids: undefined, page_size: 100 }, ana);
    expect(byName.students).toHaveLength(all.length);
    const nameRank = new Map(byName.students.map((s, i) => [s.id, i]));
    for (const figure of countFigures)
      for (const direction of ["desc", "asc"] as const) {
        const sign = direction === "desc" ? -1 : 1;
        const expected = [...all]
          .sort((a, b) => sign * (a[figure] - b[figure]) || nameRank.get(a.id)! - nameRank.get(b.id)!)
          .map((s) => [s.id, s[figure], s.average_answer_time]);
        const pages = await Promise.all(
          [1, 2, 3].map((n) => page({ group_ids: undefined, sort: figure, direction, page_size: 7, page: n }, ana)),
        );
        const got = pages.flatMap((p) => p.students.map((s) => [s.id, s[figure], s.average_answer_time]));
        expect(got, `${figure} ${direction}`).toEqual(expected.slice(0, 21));
      }
  });

  it("keeps only the students with events for an exam filter, with figures over that exam", async () => {
    const single = await page({ exam_id: world.singleExam.id });
    expect(single.total).toBe(2);
    expect(lastNames(single.students)).toEqual(["Alves", "Braga"]);
    expect(single.students[0]).toMatchObject({ correct_answers_count: 2, total_exams_count: 1 });
    const multi = await page({ exam_id: world.multiExam.id });
    expect(lastNames(multi.students)).toEqual(["Teste"]);
    const question = await page({ question_id: world.questions[0]!.id });
    expect(lastNames(question.students)).toEqual(["Alves", "Braga"]);
    // A date range alone keeps every student: zeros are the answer for the inactive ones.
    const dates = await page({ start_date: world.at(15).getTime() });
    expect(dates.total).toBe(4);
  });

  it("narrows to the chosen groups and the caller's access", async () => {
    const anaGroup = await page({ group_ids: ana.groupIds[0] });
    expect(anaGroup.students.map((s) => s.id)).not.toContain(ids.Alves);
    const outside = await page({}, ana);
    expect(outside).toEqual({ total: 0, students: [] });
  });

  it("loads one student's events on demand, filtered and within access", async () => {
    const events = (input: Record<string, unknown>, scope = widened) =>
      studentEvents(ctxOf(scope), studentEventsQuery.parse({ student_id: ids.Alves, ...input }));
    const all = await events({});
    expect(all.map((e) => e.created_at)).toEqual([0, 10].map((s) => world.at(s).toISOString()));
    expect(all[0]).toEqual({
      event: "CORRECT_ANSWER",
      created_at: world.at(0).toISOString(),
      question_id: world.questions[0]!.id,
      question_text: world.questions[0]!.description,
      exam_id: world.singleExam.id,
      quiz_id: null,
    });
    expect(await events({ question_id: world.questions[1]!.id })).toHaveLength(1);
    expect(await events({ group_ids: ana.groupIds[0] })).toEqual([]);
    expect(await events({}, ana)).toEqual([]);
  });
});
