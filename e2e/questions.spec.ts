import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";

const saveAndWait = async (page: Page, procedure: "create" | "update") => {
  const response = page.waitForResponse((r) => r.url().includes(`/api/trpc/questions.${procedure}`));
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  expect((await response).ok()).toBe(true);
};

test("a school admin writes a question with a live preview, edits it, finds it and adds it to an exam", async ({
  page,
}) => {
  const token = `e2e-${Date.now()}`;
  const image = "/api/uploads/does-not-matter.png";
  await signIn(page, "ana@example.com");
  await page.getByRole("navigation").getByRole("link", { name: "Banco de questões" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Banco de questões" })).toBeVisible();
  await expectAccessible(page, "the question bank");
  await page.getByRole("link", { name: "Nova questão" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nova questão" })).toBeVisible();

  // Ana administers one school: it is chosen already.
  await expect(page.getByLabel("Escola", { exact: true }).locator("option:checked")).toHaveText("Escola Aurora");
  await page.getByLabel("Disciplina", { exact: true }).selectOption({ label: "Matemática" });
  const subject = page.getByLabel("Assunto", { exact: true });
  await expect(subject.locator("option", { hasText: "Geometria" })).toHaveCount(1);
  await subject.selectOption({ label: "Geometria" });
  await page.getByLabel("Tipo", { exact: true }).selectOption({ label: "Múltipla escolha" });
  await page.getByLabel("Fonte", { exact: true }).fill("Teste E2E");

  await page.getByLabel("Enunciado", { exact: true }).fill(`Quanto vale ${token}?\n\n![figura](${image})`);
  const preview = page.getByRole("region", { name: "Pré-visualização do enunciado" });
  await expect(preview).toContainText(`Quanto vale ${token}?`);
  await expect(preview.locator("img")).toHaveAttribute("src", image);

  // Two options to start with; a third is added, moved up and removed again.
  await page.getByLabel("Alternativa 1", { exact: true }).fill("42");
  await page.getByLabel("Alternativa 2", { exact: true }).fill("24");
  await page.getByRole("button", { name: "Adicionar alternativa" }).click();
  await page.getByLabel("Alternativa 3", { exact: true }).fill("**zero**");
  await expect(page.getByRole("region", { name: "Pré-visualização da alternativa 3" }).locator("strong")).toHaveText(
    "zero",
  );
  await page.getByRole("button", { name: "Mover alternativa 3 para cima" }).click();
  await expect(page.getByLabel("Alternativa 2", { exact: true })).toHaveValue("**zero**");
  await page.getByRole("button", { name: "Remover alternativa 2" }).click();
  await expect(page.getByLabel("Alternativa 2", { exact: true })).toHaveValue("24");
  await expect(page.getByLabel("Alternativa 3", { exact: true })).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Correta 1" }).check();
  await expectAccessible(page, "a new question's form with its previews");
  await saveAndWait(page, "create");

  // Created: its editor, with the saved values.
  await expect(page).toHaveURL(/\/questions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("status").filter({ hasText: "Questão salva" })).toBeVisible();
  await expect(page.getByLabel("Fonte", { exact: true })).toHaveValue("Teste E2E");
  await expect(page.getByLabel("Assunto", { exact: true }).locator("option:checked")).toHaveText("Geometria");
  await expect(page.getByRole("checkbox", { name: "Correta 1" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Correta 2" })).not.toBeChecked();
  await expect(page.getByRole("region", { name: "Pré-visualização do enunciado" }).locator("img")).toHaveAttribute(
    "src",
    image,
  );

  await page.getByLabel("Fonte", { exact: true }).fill("Teste E2E editado");
  await saveAndWait(page, "update");
  await expect(page.getByRole("status").filter({ hasText: "Questão salva" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Fonte", { exact: true })).toHaveValue("Teste E2E editado");
  await expect(page.getByRole("status").filter({ hasText: "Questão salva" })).toHaveCount(0);
  await expectAccessible(page, "a question's edit page");

  // The list: search and filter (kept in the URL), then the bulk action.
  await page.getByRole("navigation").getByRole("link", { name: "Banco de questões" }).click();
  await page.getByLabel("Buscar", { exact: true }).fill(token);
  await page.getByLabel("Tipo", { exact: true }).selectOption({ label: "Múltipla escolha" });
  await expect(page).toHaveURL(new RegExp(`[?&]q=${token}`));
  await expect(page).toHaveURL(/[?&]type=MULTIPLE_CHOICE/);
  const rowBoxes = page.getByRole("checkbox", { name: /^Selecionar questão \d+$/ });
  await expect(rowBoxes).toHaveCount(1);
  const row = page.getByRole("row").filter({ has: rowBoxes });
  await expect(row).toContainText(`Quanto vale ${token}? figura`);
  await expect(row).toContainText("Teste E2E editado");
  await expect(row).toContainText("Geometria");

  await page.reload();
  await expect(page.getByLabel("Buscar", { exact: true })).toHaveValue(token);
  await expect(page.getByLabel("Tipo", { exact: true })).toHaveValue("MULTIPLE_CHOICE");
  await expect(rowBoxes).toHaveCount(1);

  await page.getByRole("checkbox", { name: "Selecionar questão 1" }).check();
  const exam = page.getByLabel("Prova", { exact: true });
  await expect(exam).toBeEnabled();
  const firstExam = await exam.locator("option").nth(1).getAttribute("value");
  expect(firstExam).toBeTruthy();
  await exam.selectOption(firstExam!);
  await page.getByRole("button", { name: "Adicionar à prova" }).click();
  await expect(page.getByRole("status").filter({ hasText: "adicionadas" })).toHaveText(
    "1 adicionadas, 0 já estavam na prova",
  );
  await expectAccessible(page, "the question bank filtered, with a question added to an exam");
  await page.getByRole("button", { name: "Adicionar à prova" }).click();
  await expect(page.getByRole("status").filter({ hasText: "adicionadas" })).toHaveText(
    "0 adicionadas, 1 já estavam na prova",
  );

  // "Duplicar" opens the copy's editor.
  const original = page.url();
  await row.getByRole("button", { name: /Duplicar/ }).click();
  await expect(page).toHaveURL(/\/questions\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toBe(original);
  await expect(page.getByRole("status").filter({ hasText: "Cópia criada" })).toBeVisible();
  await expect(page.getByLabel("Enunciado", { exact: true })).toHaveValue(
    `Quanto vale ${token}?\n\n![figura](${image})`,
  );
});

test("the form shows the schema's issues beside their fields", async ({ page }) => {
  await signIn(page, "ana@example.com");
  await page.goto("/questions/new");
  await page.getByRole("button", { name: "Remover alternativa 2" }).click();
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByLabel("Disciplina", { exact: true })).toHaveAccessibleDescription("Escolha uma opção.");
  await expect(page.getByLabel("Fonte", { exact: true })).toHaveAccessibleDescription(/Preencha este campo\./);
  await expect(page.getByLabel("Enunciado", { exact: true })).toHaveAccessibleDescription(/Preencha este campo\./);
  await expect(page.getByLabel("Alternativa 1", { exact: true })).toHaveAccessibleDescription(/Preencha este campo\./);
  await expect(page.getByText("Uma questão de múltipla escolha precisa de ao menos duas alternativas.")).toBeVisible();
  await expect(page.getByText("Marque ao menos uma alternativa correta.")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Corrija os campos indicados." })).toBeVisible();
  await expect(page.getByLabel("Disciplina", { exact: true })).toBeFocused();
  await expectAccessible(page, "a question's form with the schema's errors");

  // A period whose end is before its start.
  await page.getByLabel("Disciplina", { exact: true }).selectOption({ label: "Matemática" });
  await page.getByRole("button", { name: "Adicionar período" }).click();
  const period = page.getByRole("group", { name: "Período 1" });
  await period.getByRole("checkbox").first().check();
  await period.getByLabel("Disponível a partir de").fill("2030-05-10T10:00");
  await period.getByLabel("Disponível até").fill("2030-05-01T10:00");
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(period.getByLabel("Disponível até")).toHaveAccessibleDescription("O fim deve ser depois do início.");
  await expectAccessible(page, "a question's form with a period's error");
});

test("the list's filters live in the URL: set, reloaded, pasted, and a garbage value ignored", async ({ page }) => {
  const rows = page.getByRole("checkbox", { name: /^Selecionar questão \d+$/ });
  await signIn(page, "ana@example.com");
  await page.goto("/questions");
  await page.getByLabel("Dificuldade", { exact: true }).selectOption("MEDIUM");
  await page.getByLabel("Ordenar por", { exact: true }).selectOption("source");
  await expect(page).toHaveURL(/[?&]difficulty=MEDIUM/);
  await expect(page).toHaveURL(/[?&]sort=source/);
  await page.reload();
  await expect(page.getByLabel("Dificuldade", { exact: true })).toHaveValue("MEDIUM");
  await expect(page.getByLabel("Ordenar por", { exact: true })).toHaveValue("source");

  await page.goto("/questions?type=MULTIPLE_CHOICE&sort=-source");
  await expect(page.getByLabel("Tipo", { exact: true })).toHaveValue("MULTIPLE_CHOICE");
  await expect(page.getByLabel("Ordenar por", { exact: true })).toHaveValue("-source");
  await expect(page.getByLabel("Dificuldade", { exact: true })).toHaveValue("");

  await page.goto("/questions?type=ESSAY&difficulty=easy&discipline_id=-1&group_id=nope&sort=name");
  await expect(page.getByLabel("Tipo", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Dificuldade", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Disciplina", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Ordenar por", { exact: true })).toHaveValue("-created_at");
  await expect(rows.first()).toBeVisible();
  await expect(page.getByText("Não foi possível carregar as questões.")).toHaveCount(0);
});
