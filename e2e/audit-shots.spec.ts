import { test } from "./support/test";
import { signIn } from "./support/sign-in";

test("screenshots of the audit log", async ({ page }) => {
  const name = `Astronomia ${Date.now()}`;
  await signIn(page, "ana@example.com");
  await page.goto("/disciplines/new");
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByRole("checkbox", { name: "Escola Aurora" }).check();
  await page.getByRole("group", { name: "Áreas do conhecimento (BNCC)" }).getByLabel("Ciências da Natureza").check();
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await page.waitForURL(/\/disciplines\/\d+/);
  await page.getByLabel("Nome", { exact: true }).fill(`${name} 2`);
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await page.waitForTimeout(1500);
  await page.goto("/settings/tokens");
  await page.getByLabel("Nome do token").fill("Planilha da coordenação");
  await page.getByRole("button", { name: "Criar token" }).click();
  await page.waitForTimeout(1500);
  await page.goto("/questions");
  await page.getByRole("link", { name: /Editar/ }).first().click();
  await page.waitForURL(/\/questions\/[0-9a-f-]{36}/);
  await page.getByLabel("Dificuldade", { exact: true }).selectOption({ index: 2 });
  await page.getByLabel("Fonte", { exact: true }).fill("ENEM 2025");
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await page.waitForTimeout(2000);
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto("/audit");
    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Ver alterações" }).first().click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/audit-shot-${w}.png`, fullPage: true });
  }
});
