import { beforeAll, expect, it } from "vitest";
import { scopeFor } from "@/server/scope/scope";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testDeps } from "../../../tests/support/deps";
import { readStudentQuestion } from "./read-student-question";

describeEachDatabase("a student's question as the report's link shows it", (database) => {
  let answered: { id: string; groupId: string; answerDescription: string | null };
  const read = async (email: string, id: string) => {
    const scope = await scopeFor(database(), await demoUser(database().prisma, email));
    return readStudentQuestion({ ...testDeps(database()), scope, origin: "http://localhost" }, { id });
  };

  beforeAll(async () => {
    const { prisma } = database();
    const ana = await scopeFor(database(), await demoUser(prisma, demo.ana));
    answered = await prisma.studentQuestion.findFirstOrThrow({
      where: { groupId: { in: ana.groupIds }, answerDescription: { not: null }, answerRating: { not: null } },
      select: { id: true, groupId: true, answerDescription: true },
    });
  });

  it("gives staff who can read the group the whole thread, with the school's time zone", async () => {
    const question = await read(demo.ana, answered.id);
    expect(question).toMatchObject({
      id: answered.id,
      answer_description: answered.answerDescription,
      answer_rating: expect.any(Number),
      time_zone: expect.stringMatching(/\//),
      student_first_name: expect.any(String),
      teacher_first_name: expect.any(String),
    });
    expect(await read(demo.admin, answered.id)).toMatchObject({ id: answered.id });
  });

  it("gives nothing outside the caller's access, as for an id that names no question", async () => {
    expect(await read(demo.bruno, answered.id)).toBeNull();
    expect(await read(demo.ana, crypto.randomUUID())).toBeNull();
  });
});
