import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { chosenItems, chosenList } from "./support/exam-builder";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";

/**
 * The Portuguese texts of the server's refusals by code (src/i18n/messages/pt-BR/errors.json); a code without its
 * own message yet reads as the generic "Valor inválido.", Portuguese too.
 */
const says = {
  endNotAfterStart: /^O fim deve ser depois do início\.$/,
  severalSchools: /^Todos os grupos de uma prova devem ser da mesma escola\.$/,
  disciplineMismatch: /^A disciplina da questão não é uma disciplina dos grupos\.$/,
};

/** The server's English sentences, which the browser must never show. */
const englishSentences = [
  "available_after must be before available_before",
  "All groups of an exam must belong to one school",
  "The question's discipline is not a discipline of",
  "Validation failed",
  "Some groups do not exist",
];

async function expectNoEnglish(page: Page) {
  for (const sentence of englishSentences) await expect(page.locator("body")).not.toContainText(sentence);
}

const formAlert = (page: Page) => page.locator("form").getByRole("alert").last();

test("the schema is checked before saving, the window's end after its start", async ({ page }) => {
  await signIn(page, "ana@example.com");
  await page.goto("/exams/new");
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByLabel("Nome", { exact: true })).toHaveAccessibleDescription("Preencha este campo.");
  await expect(page.getByLabel("Grupos 1")).toHaveAccessibleDescription(/Escolha ao menos uma opção\./);
  await expect(formAlert(page)).toHaveText("Corrija os campos indicados antes de salvar.");
  await expectAccessible(page, "an exam's form with the schema's errors");

  await page.getByLabel("Nome", { exact: true }).fill(`Janela ${Date.now()}`);
  await page.getByLabel("Grupos 1").selectOption({ index: 0 });
  await page.getByLabel("Disponível a partir de 1").fill("2030-03-10T08:00");
  await page.getByLabel("Disponível até 1").fill("2030-03-09T08:00");
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  const end = page.getByLabel("Disponível até 1");
  await expect(end).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${await end.getAttribute("id")}-error`)).toHaveText(says.endNotAfterStart);
  await expect(formAlert(page)).toHaveText("Corrija os campos indicados antes de salvar.");
  await expectNoEnglish(page);
  await expect(page).toHaveURL(/\/exams\/new$/);
});

test("a question whose discipline a group lacks is refused beside the question, in Portuguese", async ({ page }) => {
  await signIn(page, "ana@example.com");
  await page.goto("/exams/new");

  // A group without Biologia, then a Biologia question: a warning on the question while building.
  const groups1 = page.getByLabel("Grupos 1");
  await expect(groups1.locator("option").first()).toBeAttached();
  const options = await groups1.locator("option").evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
  await page.getByLabel("Nome", { exact: true }).fill(`Regra ${Date.now()}`);
  await page.getByLabel("Disciplina", { exact: true }).selectOption({ label: "Biologia" });
  const results = page.getByRole("list", { name: "Resultados da busca" }).getByRole("listitem");
  await expect(results.filter({ hasNotText: "Biologia" })).toHaveCount(0);
  await results
    .first()
    .getByRole("button", { name: /^Adicionar: / })
    .click();
  let lacking = "";
  for (const option of options) {
    await groups1.selectOption(option);
    const warning = chosenList(page).getByText(/A disciplina desta questão não é ensinada em: /);
    if (await warning.isVisible()) {
      lacking = (await warning.textContent()) ?? "";
      break;
    }
  }
  // The seed gives Biologia to some of Escola Aurora's groups only.
  expect(lacking).not.toBe("");

  // The server refuses it: the reason beside the question, in the form's alert and in a toast in view.
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(chosenItems(page).first().locator("[id^=exam-question-error-]")).toHaveText(says.disciplineMismatch);
  const reason = (await formAlert(page).innerText()).trim();
  expect(reason).not.toBe("");
  await expectToast(page, reason);
  await expectAccessible(page, "an exam's form refused by the discipline rule");
  await expectNoEnglish(page);
  await expect(page).toHaveURL(/\/exams\/new$/);
});

test("groups of two schools are refused, in Portuguese", async ({ page }) => {
  await signIn(page, "admin@example.com");
  await page.goto("/exams/new");
  await page.getByLabel("Nome", { exact: true }).fill(`Duas escolas ${Date.now()}`);
  const groups1 = page.getByLabel("Grupos 1");
  const schools = groups1.locator("optgroup");
  expect(await schools.count()).toBeGreaterThanOrEqual(2);
  const first = await schools.nth(0).locator("option").first().getAttribute("value");
  const second = await schools.nth(1).locator("option").first().getAttribute("value");
  await groups1.selectOption([first!, second!]);
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await page
    .getByRole("alertdialog", { name: "Salvar a prova sem questões?" })
    .getByRole("button", { name: "Salvar sem questões" })
    .click();

  await expect(page.getByRole("alert").filter({ hasText: says.severalSchools }).first()).toBeVisible();
  const reason = (await formAlert(page).innerText()).trim();
  expect(reason).not.toBe("");
  await expectToast(page, reason);
  await expectNoEnglish(page);
  await expect(page).toHaveURL(/\/exams\/new$/);
});
