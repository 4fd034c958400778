import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";

// FormAlert (src/components/form/form-alert.tsx) points to the marked fields only when one is on screen; a problem
// no field shows is said in words. The weekly series' end is one: "Em uma data" with no date leaves the schema's
// issue on `count`, whose field is not rendered then.
test("the form's alert names a problem no field on screen shows, at 1440 and 390 px", async ({ page }) => {
  await signIn(page, "tiago@example.com");
  await page.goto("/calendar");
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.getByRole("button", { name: "Novo bloqueio" }).click();
    const dialog = page.getByRole("dialog", { name: "Novo bloqueio" });
    await dialog.getByLabel("Repetir toda semana").check();
    await dialog.getByLabel("Primeiro início").fill("2026-12-01T10:00");
    await dialog.getByLabel("Primeiro fim").fill("2026-12-01T11:00");
    await dialog.getByLabel("Terça-feira").check();
    await dialog.getByLabel("Termina").selectOption({ label: "Em uma data" });
    await dialog.getByLabel("Último início até").fill("");
    await dialog.getByLabel("Motivo").fill("Formação");
    await dialog.getByRole("button", { name: "Salvar", exact: true }).click();
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText("Corrija antes de salvar:");
    await expect(alert.getByRole("listitem")).toHaveText(["Escolha um número de vezes ou uma data de término."]);
    await expect(alert).not.toContainText("Corrija os campos indicados");
    await expect(dialog.locator("[aria-invalid=true]")).toHaveCount(0);
    await expectAccessible(page, `a series without its end at ${viewport.width} px`);
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
  }
});
