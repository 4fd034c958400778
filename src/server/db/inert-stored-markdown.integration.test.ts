import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/support/databases";
import { inertStoredMarkdown } from "./inert-stored-markdown";

describeEachDatabase("markdown stored before every write made it inert", (database) => {
  it("is made inert by the data step, clean text left as written, and a second run changes nothing", async () => {
    const { kysely } = database();
    const question = await kysely
      .selectFrom("bank_questions")
      .select(["id", "description", "solution", "hint"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const answer = await kysely
      .selectFrom("bank_answers")
      .select(["id", "description"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const exam = await kysely.selectFrom("exams").select(["id", "description"]).orderBy("id").executeTakeFirstOrThrow();
    try {
      await kysely
        .updateTable("bank_questions")
        .set({
          description: "Quanto é <script>alert(1)</script>**2 + 2**?",
          solution: "Veja `<b>` no código",
          hint: "[clique](javascript:alert(1)) e <img src=x onerror=alert(1)>",
        })
        .where("id", "=", question.id)
        .execute();
      await kysely.updateTable("bank_answers").set({ description: "<b>4</b>" }).where("id", "=", answer.id).execute();
      await kysely
        .updateTable("exams")
        .set({ description: "Prova <a href=x>final</a>" })
        .where("id", "=", exam.id)
        .execute();

      expect(await inertStoredMarkdown(database())).toBeGreaterThanOrEqual(3);
      const stored = await kysely
        .selectFrom("bank_questions")
        .select(["description", "solution", "hint"])
        .where("id", "=", question.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({
        description: "Quanto é alert(1)**2 + 2**?",
        solution: "Veja `<b>` no código",
        hint: "clique e ",
      });
      const storedAnswer = await kysely
        .selectFrom("bank_answers")
        .select("description")
        .where("id", "=", answer.id)
        .executeTakeFirstOrThrow();
      expect(storedAnswer.description).toBe("4");
      const storedExam = await kysely
        .selectFrom("exams")
        .select("description")
        .where("id", "=", exam.id)
        .executeTakeFirstOrThrow();
      expect(storedExam.description).toBe("Prova final");
      expect(await inertStoredMarkdown(database())).toBe(0);
    } finally {
      await kysely
        .updateTable("bank_questions")
        .set({ description: question.description, solution: question.solution, hint: question.hint })
        .where("id", "=", question.id)
        .execute();
      await kysely
        .updateTable("bank_answers")
        .set({ description: answer.description })
        .where("id", "=", answer.id)
        .execute();
      await kysely.updateTable("exams").set({ description: exam.description }).where("id", "=", exam.id).execute();
    }
  });
});
