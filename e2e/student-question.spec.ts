import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";
import { testNow } from "../tests/support/test-now";

type Record = { question_id: string; student_name: string; answer_description: string; link: string };

test("the questions report's link opens the student's question with its thread, for staff in reach only", async ({
  page,
  browser,
}) => {
  await signIn(page, "ana@example.com");
  const origin = new URL(page.url()).origin;
  const report = await page.request.post("/api/reports/questions", {
    headers: { origin, accept: "application/json" },
    data: { start_date: 0, end_date: testNow().getTime() },
  });
  expect(report.status()).toBe(200);
  const record = ((await report.json()) as Record[]).find((r) => r.answer_description !== "")!;
  expect(record.link).toBe(`${origin}/student-questions/${record.question_id}`);

  await page.goto(record.link);
  await expect(page.getByRole("heading", { level: 1, name: "Dúvida de aluno" })).toBeVisible();
  const thread = page.getByRole("list", { name: "Conversa" });
  await expect(thread.getByText(`Pergunta de ${record.student_name}`)).toBeVisible();
  await expect(thread.getByText(/^Resposta de /)).toBeVisible();
  await expect(thread).toContainText(record.answer_description.split("\n")[0]!.slice(0, 40));
  await expectAccessible(page, "a student's question with its thread");
  // Opened from the report, not the list: the way back is the whole list.
  await expect(page.getByRole("link", { name: "Voltar para as dúvidas" })).toHaveAttribute(
    "href",
    "/student-questions",
  );

  // Another school's admin: the same words as for an id that names nothing.
  const other = await (await browser.newContext({ baseURL: origin, locale: "pt-BR" })).newPage();
  await signIn(other, "bruno@example.com");
  // Answered with status 404, not a page that says so with 200.
  for (const address of [record.link, "/student-questions/not-a-uuid", `/student-questions/${crypto.randomUUID()}`]) {
    expect((await other.goto(address))?.status(), address).toBe(404);
    await expect(other.getByRole("alert").filter({ hasText: "Dúvida não encontrada" })).toBeVisible();
  }
  await other.context().close();

  // An address the app does not have is answered in Portuguese, not by Next.js's English page.
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
  await expectAccessible(page, "the not-found page");
});
