import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";
import { createExam } from "./support/create-exam";

test("an exam nobody answered is deleted from its page, after a confirmation", async ({ page, browser }) => {
  await signIn(page, "ana@example.com");
  const me = await (await page.request.get("/api/me")).json();
  const name = `Prova a excluir ${crypto.randomUUID().slice(0, 8)}`;
  const id = await createExam(page, name, me.groups[0].id);

  await page.goto(`/exams/${id}`);
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue(name);
  await expectAccessible(page, "an exam's editor with its delete button");
  // Another school's admin: the not-found page with 404, the same as for an exam that does not exist.
  const other = await (await browser.newContext({ baseURL: new URL(page.url()).origin, locale: "pt-BR" })).newPage();
  await signIn(other, "bruno@example.com");
  expect((await other.goto(`/exams/${id}`))?.status()).toBe(404);
  await expect(other.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
  await other.context().close();
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
  for (const address of [`/exams/${id}`, `/exams/${id}/preview`]) {
    const gone = await page.request.get(address);
    expect(gone.status(), address).toBe(404);
    expect(await gone.text(), address).toContain("Página não encontrada");
  }
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
