import { beforeAll, expect, it } from "vitest";
import { scopeFor, type Scope } from "@/server/scope/scope";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testDeps } from "../../../tests/support/deps";
import { eventLogWorld } from "../../../tests/support/event-log";
import { usersPerformance } from "./users-performance";

describeEachDatabase("student performance statistics on hand-made event logs", (database) => {
  let ana: Scope;
  let world: Awaited<ReturnType<typeof eventLogWorld>>;
  beforeAll(async () => {
    const { prisma } = database();
    world = await eventLogWorld(prisma);
    ana = world.widen(await scopeFor(database(), await demoUser(prisma, demo.ana)));
    const multi = { exam: world.multiExam.id };
    const single = { exam: world.singleExam.id };
    const quiz = { quiz: world.quiz.id };
    await world.log([
      // Q0 in the multiple-answer exam: viewed twice, wrong, wrong, correct. First answer 30 s after the last view.
      [0, "QUESTION_VIEW", 0, multi],
      [10, "QUESTION_VIEW", 0, multi],
      [40, "WRONG_ANSWER", 0, multi],
      [50, "WRONG_ANSWER", 0, multi],
      [60, "CORRECT_ANSWER", 0, multi],
      // Q1 in the single-answer exam: correct at once, 20 s after the view.
      [100, "QUESTION_VIEW", 1, single],
      [120, "CORRECT_ANSWER", 1, single],
      // Q2 in the quiz (multiple answers): never correct; answered with no view before it.
      [200, "WRONG_ANSWER", 2, quiz],
      [210, "WRONG_ANSWER", 2, quiz],
      [220, "WRONG_ANSWER", 2, quiz],
      // Q3 outside any exam or quiz: only viewed.
      [300, "QUESTION_VIEW", 3],
    ]);
  });

  const run = async (query: Parameters<typeof usersPerformance>[1]) => {
    // The scope is widened to the world's group above, so the context is built from it.
    const ctx = { ...testDeps(database()), scope: ana, origin: "http://localhost" };
    const rows = await usersPerformance(ctx, { group_ids: [world.group.id], ...query });
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  it("computes every statistic of spec 4.4 over the whole log", async () => {
    const student = await run({});
    expect(student).toMatchObject({
      id: world.student.id,
      first_name: "Aluno",
      total_exams_count: 2,
      total_quizzes_count: 1,
      total_questions_seen_count: 3,
      total_questions_answered_count: 3,
      // Q0's first answer was wrong, Q1's correct, Q2's wrong.
      correct_answers_count: 1,
      // Q0: 40−10 = 30 s, Q1: 20 s; Q2 has no view before its answer and is left out.
      average_answer_time: 25,
      // Only Q0 (multi exam) and Q2 (multi quiz): (2 + 1) and (3 + 1), averaged.
      average_answers_until_correct: 3.5,
    });
  });

  it("lists the events in chronological order, with null exam and quiz outside them", async () => {
    const { events } = await run({});
    expect(events).toHaveLength(11);
    expect(events.map((e) => e.created_at)).toEqual([...events.map((e) => e.created_at)].sort());
    expect(events[0]).toEqual({
      event: "QUESTION_VIEW",
      created_at: world.at(0).toISOString(),
      question_id: world.questions[0]!.id,
      exam_id: world.multiExam.id,
      quiz_id: null,
    });
    expect(events.at(-1)).toMatchObject({ question_id: world.questions[3]!.id, exam_id: null, quiz_id: null });
    expect(events[7]).toMatchObject({ quiz_id: world.quiz.id, exam_id: null });
  });

  it("computes over the filtered events only", async () => {
    const inExam = await run({ exam_id: world.singleExam.id });
    expect(inExam).toMatchObject({
      total_exams_count: 1,
      total_quizzes_count: 0,
      correct_answers_count: 1,
      average_answer_time: 20,
      // No question of this exam allows multiple answers: no figure, not a zero.
      average_answers_until_correct: null,
    });
    expect(inExam.events).toHaveLength(2);
    const inQuiz = await run({ quiz_id: world.quiz.id });
    expect(inQuiz).toMatchObject({
      total_quizzes_count: 1,
      total_questions_answered_count: 1,
      correct_answers_count: 0,
      // The quiz's answer has no view before it: no time measured.
      average_answer_time: null,
      average_answers_until_correct: 4,
    });
    const oneQuestion = await run({ question_id: world.questions[0]!.id });
    expect(oneQuestion).toMatchObject({ total_questions_seen_count: 1, average_answers_until_correct: 3 });
    // From 50 s on, Q0's views fall outside: its first answer in range (the wrong one at 50 s) has no view before it.
    const late = await run({ start_date: world.at(50).getTime(), end_date: world.at(150).getTime() });
    expect(late).toMatchObject({
      correct_answers_count: 1,
      total_questions_answered_count: 2,
      average_answer_time: 20,
    });
    expect(late.events.map((e) => e.created_at)).toEqual([50, 60, 100, 120].map((s) => world.at(s).toISOString()));
  });

  it("returns a student with no events with zero counts, no averages and an empty log", async () => {
    // An unknown question would be 403 (docs/security.md, "Ids inside bodies"): a range after the log has none instead.
    const student = await run({ start_date: world.at(10_000).getTime() });
    expect(student).toMatchObject({
      total_exams_count: 0,
      total_questions_answered_count: 0,
      correct_answers_count: 0,
      average_answer_time: null,
      average_answers_until_correct: null,
      events: [],
    });
  });
});
