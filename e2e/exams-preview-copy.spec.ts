import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { chosenIds, chosenItems, excerptText, selectedValues, startsAsExcerpt } from "./support/exam-builder";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";

test("'Pré-visualizar como aluno' shows the exam in order, read-only, without the answer key", async ({ page }) => {
  await signIn(page, "ana@example.com");
  await page.goto("/exams");
  await page
    .getByRole("link", { name: /^Editar/ })
    .first()
    .click();
  await expect(chosenItems(page).first()).toBeVisible();
  const texts = await Promise.all((await chosenItems(page).all()).map(excerptText));
  expect(texts.length).toBeGreaterThan(0);
  const name = await page.getByLabel("Nome", { exact: true }).inputValue();

  await page.getByRole("link", { name: "Pré-visualizar como aluno" }).click();
  await expect(page).toHaveURL(/\/exams\/[0-9a-f-]{36}\/preview$/);
  await expect(page.getByRole("heading", { level: 1, name: `Pré-visualização: ${name}` })).toBeVisible();
  const questions = page.getByRole("list", { name: "Questões da prova" }).locator(":scope > li");
  await expect(questions).toHaveCount(texts.length);
  for (const [index, question] of (await questions.all()).entries()) {
    await expect(question.getByRole("heading", { name: new RegExp(`^Questão ${index + 1}\\b`) })).toBeVisible();
    expect(await startsAsExcerpt(question.locator("[data-slot=markdown-view]").first(), texts[index]!)).toBe(true);
  }
  // Nothing can be answered, and which option is correct is not shown.
  const main = page.getByRole("main");
  await expect(main.locator("input:enabled, textarea:enabled")).toHaveCount(0);
  await expect(main).not.toContainText("Correta");
  for (const radio of await main.getByRole("radio").all()) await expect(radio).toBeDisabled();
  await expectAccessible(page, "an exam previewed as a student");

  await page.getByRole("link", { name: "Voltar para a prova" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editar prova" })).toBeVisible();
});

test("'Duplicar prova' opens '<name> (cópia)' with the same questions, noted as a copy", async ({ page }) => {
  await signIn(page, "ana@example.com");
  await page.goto("/exams");
  await page
    .getByRole("link", { name: /^Editar/ })
    .first()
    .click();
  await expect(chosenItems(page).first()).toBeVisible();
  const originalUrl = page.url();
  const originalId = originalUrl.split("/").pop()!;
  const name = await page.getByLabel("Nome", { exact: true }).inputValue();
  const ids = await chosenIds(page);
  const groups = await selectedValues(page.getByLabel("Grupos 1"));

  // Edited and not saved: duplicating (which copies the saved exam and moves to the copy) asks first.
  const nameField = page.getByLabel("Nome", { exact: true });
  await nameField.fill(`${name} editada`);
  page.once("dialog", (dialog) => void dialog.dismiss());
  await page.getByRole("button", { name: "Duplicar prova" }).click();
  await expect(nameField).toHaveValue(`${name} editada`);
  expect(page.url()).toBe(originalUrl);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Duplicar prova" }).click();
  await expectToast(page, "Prova duplicada");
  await expect(page).toHaveURL(new RegExp(`/exams/[0-9a-f-]{36}\\?copy_of=${originalId}$`));
  expect(page.url().split("/").pop()!.split("?")[0]).not.toBe(originalId);
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue(`${name} (cópia)`);
  await expect(chosenItems(page)).toHaveCount(ids.length);
  expect(await chosenIds(page)).toEqual(ids);
  expect(await selectedValues(page.getByLabel("Grupos 1"))).toEqual(groups);
  const note = page.getByRole("note").filter({ hasText: "Esta é uma cópia da prova original" });
  await expect(note).toBeVisible();
  await expectAccessible(page, "a duplicated exam with its note");

  await note.getByRole("link", { name: "prova original" }).click();
  await expect(page).toHaveURL(new RegExp(`/exams/${originalId}$`));
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue(name);
});

test("saving an exam with no questions asks first; going back keeps the form, confirming saves it", async ({
  page,
}) => {
  await signIn(page, "ana@example.com");
  await page.goto("/exams/new");
  const name = `Sem questões ${Date.now()}`;
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByLabel("Grupos 1").selectOption({ index: 0 });
  const save = page.getByRole("button", { name: "Salvar", exact: true });
  const dialog = page.getByRole("alertdialog", { name: "Salvar a prova sem questões?" });

  await save.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(/verão uma prova vazia/);
  await expect(dialog.getByRole("button", { name: "Voltar e adicionar questões" })).toBeFocused();
  await expectAccessible(page, "the question before saving an exam with no questions");
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/exams\/new$/);
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue(name);

  await save.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/exams\/new$/);

  await save.click();
  await dialog.getByRole("button", { name: "Salvar sem questões" }).click();
  await expectToast(page, "Prova salva");
  await expect(page).toHaveURL(/\/exams\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue(name);
  await expect(page.getByText("Nenhuma questão adicionada ainda.")).toBeVisible();
});
