import { expect, test } from "./support/test";
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
  const updated = page.waitForResponse((response) => response.url().includes("disciplines.update"));
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  expect((await updated).ok()).toBe(true);

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
  const diff = page.getByRole("table", { name: `Alterações de Disciplina editada: ${renamed}` });
  const nameRow = diff.getByRole("row", { name: /^Nome / });
  await expect(nameRow.getByRole("cell").nth(0)).toHaveText(name);
  await expect(nameRow.getByRole("cell").nth(1)).toHaveText(renamed);
  await expect(diff.getByRole("row")).toHaveCount(2);
  await expectAccessible(page, "the audit log with a change open");

  await page
    .getByRole("row", { name: /Disciplina criada/ })
    .getByRole("button", { name: "Ver alterações" })
    .click();
  await expect(
    page
      .getByRole("table", { name: `Alterações de Disciplina criada: ${renamed}` })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Nome", exact: true }) }),
  ).toContainText(name);
});

test("a teacher has no audit log", async ({ page }) => {
  await signIn(page, "tiago@example.com");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Auditoria" })).toHaveCount(0);
  const answer = await page.goto("/audit");
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Sem acesso a esta área" })).toBeVisible();
});

test("the log's filters live in the URL: set, reloaded, pasted, and a garbage value ignored", async ({ page }) => {
  const entityType = page.getByLabel("Registro", { exact: true });
  const action = page.getByLabel("Ação", { exact: true });
  const from = page.getByLabel("De", { exact: true });
  const loaded = page.getByText(/^Nenhuma alteração corresponde|alteraç(ão|ões) exibidas?$/);
  await signIn(page, "ana@example.com");
  await page.goto("/audit");
  await entityType.selectOption("exam");
  await action.selectOption("exam.update");
  await from.fill("2024-01-01");
  await expect(page).toHaveURL(/[?&]entity_type=exam/);
  await expect(page).toHaveURL(/[?&]action=exam\.update/);
  await expect(page).toHaveURL(/[?&]from=2024-01-01/);
  await page.reload();
  await expect(entityType).toHaveValue("exam");
  await expect(action).toHaveValue("exam.update");
  await expect(from).toHaveValue("2024-01-01");

  await page.goto("/audit?entity_type=question&to=2030-06-30");
  await expect(entityType).toHaveValue("question");
  await expect(page.getByLabel("Até", { exact: true })).toHaveValue("2030-06-30");
  await expect(action).toHaveValue("");

  await page.goto("/audit?entity_type=user&action=exam.explode&from=2024-13-01&to=x&actor_id=me");
  await expect(entityType).toHaveValue("");
  await expect(action).toHaveValue("");
  await expect(from).toHaveValue("");
  await expect(page.getByText(/^Alterações de/)).toHaveCount(0);
  await expect(loaded.first()).toBeVisible();
  await expect(page.getByText("Não foi possível carregar a auditoria.")).toHaveCount(0);
});
