import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";
import { testNow } from "../tests/support/test-now";

test("an exam nobody answered is deleted from its page, after a confirmation", async ({ page }) => {
  await signIn(page, "ana@example.com");
  const me = await (await page.request.get("/api/me")).json();
  const now = testNow().getTime();
  const name = `Prova a excluir ${Date.now()}`;
  // A write with the session cookie carries the app's Origin (docs/security.md, CSRF).
  const created = await page.request.post("/api/exams", {
    headers: { origin: new URL(page.url()).origin },
    data: {
      name,
      description: "E2E",
      exam_to_groups: [
        {
          group_ids: [me.groups[0].id],
          available_after: now,
          available_before: now + 86_400_000,
          instant_answer_feedback: false,
          allow_multiple_answers: true,
          is_readonly: false,
        },
      ],
      question_ids: [],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await page.goto(`/exams/${id}`);
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue(name);
  await expectAccessible(page, "an exam's editor with its delete button");
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Excluir prova" }).click();
  await expectToast(page, "Prova excluída.");
  expect(asked).toContain("as questões continuam no banco");
  await expect(page).toHaveURL(/\/exams$/);
  expect((await page.request.get(`/api/exams/${id}`)).status()).toBe(404);
});

test("an exam students answered is not deleted: the refusal says why and the exam stays", async ({ page }) => {
  await signIn(page, "ana@example.com");
  // A closed exam of the seed: its students answered it (docs/exams.md: such an exam is kept).
  const list = await (await page.request.get("/api/exams?state=closed&limit=1")).json();
  const exam = (list.items as { id: string; name: string }[])[0]!;
  await page.goto(`/exams/${exam.id}`);
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue(exam.name);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Excluir prova" }).click();
  await expectToast(page, /^Alunos já responderam esta prova \(\d+ registros\): ela não pode ser excluída/);
  await expectAccessible(page, "an exam's editor after a refused delete");
  await expect(page).toHaveURL(new RegExp(`/exams/${exam.id}$`));
  expect((await page.request.get(`/api/exams/${exam.id}`)).status()).toBe(200);
});
