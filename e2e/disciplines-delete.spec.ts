import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";

test("an unused subject and then its unused discipline are deleted from the editor", async ({ page }) => {
  await signIn(page, "ana@example.com");
  const me = await (await page.request.get("/api/me")).json();
  const name = `Disciplina a excluir ${Date.now()}`;
  // A write with the session cookie carries the app's Origin (docs/security.md, CSRF).
  const created = await page.request.post("/api/disciplines", {
    headers: { origin: new URL(page.url()).origin },
    data: { name, owner_ids: [me.schools[0].id], subjects: [{ name: "Único assunto" }] },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await page.goto(`/disciplines/${id}`);
  await page.getByRole("button", { name: "Excluir assunto 1" }).click();
  await expectToast(page, "Assunto “Único assunto” excluído.");
  await expect(page.getByRole("button", { name: "Excluir assunto 1" })).toHaveCount(0);
  await expectAccessible(page, "a discipline's editor with its delete buttons");

  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Excluir disciplina" }).click();
  await expectToast(page, "Disciplina excluída.");
  expect(asked).toContain("nenhuma questão");
  await expect(page).toHaveURL(/\/disciplines$/);
  expect((await page.request.get(`/api/disciplines/${id}`)).status()).toBe(404);
  // Its page now answers 404 with the not-found page, over HTTP as in the browser (not a 200 that says so).
  const gone = await page.request.get(`/disciplines/${id}`);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toContain("Página não encontrada");
  expect((await page.goto(`/disciplines/${id}`))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
});
