import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";

test("a download shows the bytes received and can be cancelled; a message belongs to its attempt", async ({ page }) => {
  await signIn(page, "ana@example.com");
  await page.goto("/reports");
  await page.getByLabel("Relatório", { exact: true }).selectOption({ label: "Carga horária semanal" });

  // The server's answer is held back for a while, as a long report's would be.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/reports/bookings-workload", async (route) => {
    await held;
    // The browser gave up on it by then: nothing is left to answer.
    await route.continue().catch(() => undefined);
  });
  await page.getByRole("button", { name: "Baixar", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "recebidos" })).toHaveText("0 B recebidos");
  await expect(page.getByRole("progressbar", { name: "Baixando o relatório" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Baixar", exact: true })).toBeDisabled();
  await expectAccessible(page, "a report downloading");
  let downloaded = false;
  page.on("download", () => (downloaded = true));
  await page.getByRole("button", { name: "Cancelar download" }).click();
  const cancelled = await expectToast(page, "Download cancelado.");
  await expect(page.getByRole("button", { name: "Baixar", exact: true })).toBeEnabled();
  release();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  expect(downloaded).toBe(false);

  // The next attempt's message replaces the last one's.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Baixar", exact: true }).click();
  await expectToast(page, /^Download concluído: /);
  await expect(cancelled).toBeHidden();
  expect((await downloading).suggestedFilename()).not.toBe("");
  expect(downloaded).toBe(true);

  await page.getByLabel("Relatório", { exact: true }).selectOption({ label: "Uso dos grupos" });
  await page.getByRole("button", { name: "Baixar", exact: true }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Download concluído" })).toBeHidden();
  await expect(page.getByRole("group", { name: "Grupos", exact: true })).toHaveAccessibleDescription(
    /Escolha ao menos uma opção\.$/,
  );
});
