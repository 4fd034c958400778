import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { chosenIds, chosenItems, chosenList, excerptText, selectedValues } from "./support/exam-builder";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";

async function expectSavedExam(page: Page, expected: { name: string; groups: [string, string]; questions: string[] }) {
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue(expected.name);
  await expect(page.getByLabel("Descrição")).toHaveValue("Prova criada pelo teste de ponta a ponta.");
  await expect(page.getByLabel("Grupos 1")).toHaveValues([expected.groups[0]]);
  await expect(page.getByLabel("Grupos 2")).toHaveValues([expected.groups[1]]);
  await expect(page.getByLabel("Disponível a partir de 1")).toHaveValue("2030-03-01T08:00");
  await expect(page.getByLabel("Disponível até 1")).toHaveValue("2030-03-15T18:00");
  await expect(page.getByLabel("Disponível a partir de 2")).toHaveValue("2030-03-02T09:30");
  await expect(page.getByLabel("Disponível até 2")).toHaveValue("2030-03-20T12:00");
  await expect(page.getByLabel("Feedback imediato 1")).toBeChecked();
  await expect(page.getByLabel("Várias respostas 1")).not.toBeChecked();
  await expect(page.getByLabel("Somente leitura 1")).not.toBeChecked();
  await expect(page.getByLabel("Feedback imediato 2")).not.toBeChecked();
  await expect(page.getByLabel("Várias respostas 2")).toBeChecked();
  await expect(page.getByLabel("Somente leitura 2")).toBeChecked();
  await expect(page.getByLabel("Grupos 3")).toHaveCount(0);
  await expect(chosenItems(page)).toHaveCount(expected.questions.length);
  expect(await chosenIds(page)).toEqual(expected.questions);
}

// @date-free: its windows are typed as fixed days of 2030, after every date the suite runs on.
test("a school admin builds an exam, reorders its questions, and finds it saved as built @date-free", async ({
  page,
}) => {
  const name = `Prova E2E ${Date.now()}`;
  await signIn(page, "ana@example.com");
  await page.getByRole("navigation").getByRole("link", { name: "Provas" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Provas" })).toBeVisible();
  await expectAccessible(page, "the exams");
  await page.getByRole("link", { name: "Nova prova" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nova prova" })).toBeVisible();

  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByLabel("Descrição").fill("Prova criada pelo teste de ponta a ponta.");

  // Two groups that share Matemática: the form names the disciplines the chosen groups have in common.
  const groups1 = page.getByLabel("Grupos 1");
  const options = await groups1.locator("option").evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
  expect(options.length).toBeGreaterThanOrEqual(2);
  await groups1.selectOption(options.slice(0, 2));
  await expect(groups1).toHaveAccessibleDescription(/Disciplinas em comum: .*Matemática/);
  const [groupA, groupB] = (await selectedValues(groups1)) as [string, string];
  await groups1.selectOption(groupA);

  await page.getByLabel("Disponível a partir de 1").fill("2030-03-01T08:00");
  await page.getByLabel("Disponível até 1").fill("2030-03-15T18:00");
  await page.getByLabel("Feedback imediato 1").check();

  await page.getByRole("button", { name: "Adicionar grupos" }).click();
  await page.getByLabel("Grupos 2").selectOption(groupB);
  await page.getByLabel("Disponível a partir de 2").fill("2030-03-02T09:30");
  await page.getByLabel("Disponível até 2").fill("2030-03-20T12:00");
  await page.getByLabel("Várias respostas 2").check();
  await page.getByLabel("Somente leitura 2").check();

  // Three Matemática questions from the search.
  await page.getByLabel("Buscar questões").fill("");
  await page.getByLabel("Disciplina", { exact: true }).selectOption({ label: "Matemática" });
  const results = page.getByRole("list", { name: "Resultados da busca" }).getByRole("listitem");
  await expect(results.first()).toBeVisible();
  await expect(results.filter({ hasNotText: "Matemática" })).toHaveCount(0);
  expect(await results.count()).toBeGreaterThanOrEqual(3);
  const picked: string[] = [];
  const pickedTexts: string[] = [];
  const addNames: string[] = [];
  for (let n = 1; n <= 3; n++) {
    const result = results.nth(n - 1);
    const id = (await result.getAttribute("data-question-id"))!;
    // The picker shows the question's text and where it comes from, never its id.
    await expect(result).not.toContainText(id);
    await expect(result).toContainText("Matemática");
    const text = await excerptText(result);
    expect(text).not.toBe("");
    picked.push(id);
    pickedTexts.push(text);
    // A screen reader hears which question each button adds: "Adicionar: <its text>", the button still reads
    // "Adicionar" (axe's label-content-name-mismatch, checked below).
    const add = result.getByRole("button", { name: /^Adicionar: \S/ });
    await expect(add).toHaveText("Adicionar");
    const addName = await add.evaluate((button) => button.getAttribute("aria-label") ?? "");
    const firstWord = /^[\p{L}\d]+/u.exec(text)?.[0];
    if (firstWord) expect(addName).toContain(firstWord);
    addNames.push(addName);
    await add.click();
    await expect(
      result.getByRole("button", { name: addName.replace(/^Adicionar/, "Adicionada"), exact: true }),
    ).toBeDisabled();
  }
  expect(new Set(addNames).size).toBe(3);
  // axe's label-in-name rule among the rest: the results' buttons say "Adicionar" first.
  await expectAccessible(page, "the picker's results, three questions added");
  expect(await chosenIds(page)).toEqual(picked);
  // So does the exam's list: the same texts, no ids.
  for (const [index, item] of (await chosenItems(page).all()).entries()) {
    await expect(item).not.toContainText(picked[index]!);
    expect(await excerptText(item)).toBe(pickedTexts[index]);
  }
  await expect(chosenList(page).getByText("A disciplina desta questão não é ensinada em")).toHaveCount(0);

  // The third question to the top: a click, then Enter on the button that kept the focus.
  await chosenItems(page).nth(2).getByRole("button", { name: "Mover para cima" }).click();
  await expect(chosenItems(page).nth(1).getByRole("button", { name: "Mover para cima" })).toBeFocused();
  await page.keyboard.press("Enter");
  const order = [picked[2]!, picked[0]!, picked[1]!];
  await expect.poll(() => chosenIds(page)).toEqual(order);

  // Drag and drop: the last question onto the second place, and back.
  await chosenItems(page).nth(2).dragTo(chosenItems(page).nth(1));
  await expect.poll(() => chosenIds(page)).toEqual([picked[2]!, picked[1]!, picked[0]!]);
  await chosenItems(page).nth(2).dragTo(chosenItems(page).nth(1));
  await expect.poll(() => chosenIds(page)).toEqual(order);

  // The preview shows the whole question.
  const preview = page.getByRole("button", { name: "Pré-visualizar questão 1" });
  await preview.click();
  await expect(preview).toHaveAttribute("aria-expanded", "true");
  await expect(
    chosenItems(page).first().locator("[id^=exam-question-preview-] [data-slot=markdown-view]").first(),
  ).toBeVisible();
  await expectAccessible(page, "a new exam's form with its questions and a preview open");

  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page).toHaveURL(/\/exams\/[0-9a-f-]{36}$/);
  await expectToast(page, "Prova salva");
  const examId = page.url().split("/").pop()!;
  const expected = { name, groups: [groupA, groupB] as [string, string], questions: order };
  await expectSavedExam(page, expected);

  await page.reload();
  await expectSavedExam(page, expected);
  await expectAccessible(page, "an exam's edit page");

  // Reopened from the list: the same.
  await page.getByRole("navigation").getByRole("link", { name: "Provas" }).click();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Agendada");
  await expect(row.getByRole("cell").nth(3)).toHaveText("3");
  await row.getByRole("link", { name: /Editar/ }).click();
  await expect(page).toHaveURL(new RegExp(`/exams/${examId}$`));
  await expectSavedExam(page, expected);

  // Its students in "Desempenho", filtered by the exam.
  await page.getByRole("navigation").getByRole("link", { name: "Desempenho" }).click();
  await page.getByLabel("Prova", { exact: true }).selectOption(examId);
  await expect(page).toHaveURL(new RegExp(`exam_id=${examId}`));
  await expect(page.getByRole("heading", { name: `Análise da prova: ${name}` })).toBeVisible();
  await expect(page.getByText("Nenhum aluno respondeu a esta prova ainda.")).toBeVisible();
  await expectAccessible(page, "the analysis of an exam no student has answered");
});

// Date-free: it edits an exam's name and leaves the page; no window or state is read.
test(
  "an edit is saved with a toast in view, and leaving an edited exam asks first",
  { tag: "@date-free" },
  async ({ page }) => {
    await signIn(page, "ana@example.com");
    await page.goto("/exams");
    await page
      .getByRole("link", { name: /^Editar/ })
      .first()
      .click();
    const name = page.getByLabel("Nome", { exact: true });
    await expect(name).not.toHaveValue("");
    const saved = `${await name.inputValue()} (editada)`.slice(0, 200);

    // Voltar: dismissed, the edit stays; accepted, the list.
    const url = page.url();
    await name.fill(saved);
    const asked: string[] = [];
    page.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: "Voltar para as provas" }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toBe("Há alterações não salvas. Sair desta página e perdê-las?");
    await expect(page).toHaveURL(url);
    await expect(name).toHaveValue(saved);

    // The back button: dismissed, the edit stays.
    page.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goBack();
    await expect.poll(() => asked.length).toBe(2);
    await expect(page).toHaveURL(url);
    await expect(name).toHaveValue(saved);

    // Saved: a toast in view (the button is far below), and nothing left to lose.
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    await expectToast(page, "Prova salva");
    await expect(page.getByRole("button", { name: "Salvar", exact: true })).toBeEnabled();
    await page.reload();
    await expect(name).toHaveValue(saved);

    // Edited again: the back button asks, and accepting leaves.
    await name.fill(`${saved}!`.slice(0, 200));
    page.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await page.goBack();
    await expect.poll(() => asked.length).toBe(3);
    await expect(page).not.toHaveURL(url);

    // Voltar accepted: the list.
    await page.goto(url);
    await name.fill(`${saved}?`.slice(0, 200));
    page.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("link", { name: "Voltar para as provas" }).click();
    await expect(page).toHaveURL(/\/exams$/);
    expect(asked).toHaveLength(4);
  },
);

test("the list's filters live in the URL: set, reloaded, pasted, and a garbage value ignored", async ({ page }) => {
  const state = page.getByLabel("Situação", { exact: true });
  const group = page.getByLabel("Grupo", { exact: true });
  await signIn(page, "ana@example.com");
  await page.goto("/exams");
  await state.selectOption("upcoming");
  await expect(page).toHaveURL(/[?&]state=upcoming/);
  await page.reload();
  await expect(state).toHaveValue("upcoming");

  const groupId = await group.locator("option").nth(1).getAttribute("value");
  await page.goto(`/exams?group_id=${groupId}&state=closed`);
  await expect(group).toHaveValue(groupId!);
  await expect(state).toHaveValue("closed");

  await page.goto("/exams?group_id=nope&state=OPEN&page=abc");
  await expect(group).toHaveValue("");
  await expect(state).toHaveValue("");
  await expect(page.getByRole("table", { name: "Provas" })).toBeVisible();
  await expect(page.getByText(/^Página 1 de/)).toBeVisible();
});
