import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";

test("a school admin edits a discipline and finds the change, before and after, in the audit log", async ({ page }) => {
  const name = `Geologia ${Date.now()}`;
  const renamed = `${name} revisada`;
  await signIn(page, "ana@example.com");
  await page.goto("/disciplines/new");
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByRole("checkbox", { name: "Escola Aurora" }).check();
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page).toHaveURL(/\/disciplines\/\d+/);
  const id = /\/disciplines\/(\d+)/.exec(page.url())![1]!;
  await page.getByLabel("Nome", { exact: true }).fill(renamed);
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Disciplina salva");

  await page.getByRole("navigation").getByRole("link", { name: "Auditoria" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Auditoria" })).toBeVisible();
  await page.getByLabel("Registro", { exact: true }).selectOption({ label: "Disciplina" });
  await page.getByLabel("Id do registro").fill(id);
  await page.getByLabel("Id do registro").press("Enter");
  await expect(page.getByRole("row")).toHaveCount(3);

  const edited = page.getByRole("row", { name: /Disciplina editada/ });
  await expect(edited).toContainText("Ana");
  await expect(edited).toContainText("Páginas de administração");
  await edited.getByRole("button", { name: "Ver alterações" }).click();
  const diff = page.getByRole("table", { name: `Alterações de Disciplina editada ${id}` });
  const nameRow = diff.getByRole("row", { name: /^name/ });
  await expect(nameRow.getByRole("cell").nth(1)).toHaveText(name);
  await expect(nameRow.getByRole("cell").nth(2)).toHaveText(renamed);
  await expect(diff.getByRole("row")).toHaveCount(2);
  await expectAccessible(page, "the audit log with a change open");

  await page
    .getByRole("row", { name: /Disciplina criada/ })
    .getByRole("button", { name: "Ver alterações" })
    .click();
  await expect(
    page.getByRole("table", { name: `Alterações de Disciplina criada ${id}` }).getByRole("row", { name: /^name/ }),
  ).toContainText(name);
});

test("a teacher has no audit log", async ({ page }) => {
  await signIn(page, "tiago@example.com");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Auditoria" })).toHaveCount(0);
  await page.goto("/audit");
  await expect(page).toHaveURL(/\/$/);
});
