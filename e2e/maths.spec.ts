import { expect, test, type Locator, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";

/** KaTeX's output for both formulas of the question's text: drawn HTML and MathML for assistive technology. */
async function expectRenderedMaths(where: Locator) {
  const text = where.locator("[data-slot=markdown-view]").first();
  await expect(text.locator(".katex")).toHaveCount(2);
  await expect(text.locator(".katex-display")).toHaveCount(1);
  await expect(text.locator("math mfrac")).toHaveCount(1);
  await expect(text.locator("math msup")).toHaveCount(1);
  await expect(text.locator(".katex-html .mfrac")).toBeVisible();
  // No formula left as source text.
  await expect(text).not.toContainText("$");
}

/** An excerpt's maths drawn inline: `$\frac{a}{b}$` and `$$x^2$$` as KaTeX, no `$` source, no display block. */
async function expectExcerptMaths(excerpt: Locator) {
  await expect(excerpt.locator(".katex")).toHaveCount(2);
  await expect(excerpt.locator(".katex-display")).toHaveCount(0);
  await expect(excerpt.locator(".katex-html .mfrac")).toBeVisible();
  await expect(excerpt.locator("math mfrac")).toHaveCount(1);
  await expect(excerpt).not.toContainText("$");
}

async function writeQuestion(page: Page, description: string) {
  await page.goto("/questions/new");
  await expect(page.getByRole("heading", { level: 1, name: "Nova questão" })).toBeVisible();
  await page.getByLabel("Disciplina", { exact: true }).selectOption({ label: "Matemática" });
  const subject = page.getByLabel("Assunto", { exact: true });
  await expect(subject.locator("option", { hasText: "Geometria" })).toHaveCount(1);
  await subject.selectOption({ label: "Geometria" });
  await page.getByLabel("Tipo", { exact: true }).selectOption({ label: "Múltipla escolha" });
  await page.getByLabel("Fonte", { exact: true }).fill("Teste E2E de matemática");
  await page.getByLabel("Enunciado", { exact: true }).fill(description);
  await page.getByLabel("Alternativa 1", { exact: true }).fill("$\\sqrt{2}$");
  await page.getByLabel("Alternativa 2", { exact: true }).fill("R$ 5,00");
  await page.getByRole("checkbox", { name: "Correta 1" }).check();
}

test("maths in a question renders with KaTeX in the editor, the builder, the student preview and performance", async ({
  page,
}) => {
  const token = `mat-${Date.now()}`;
  const description = `Questão ${token}: seja $\\frac{a}{b}$ e\n\n$$x^2$$\n\nA razão ocorreu em ___.`;
  await signIn(page, "ana@example.com");
  await writeQuestion(page, description);

  // The editor's live preview: both formulas drawn, the blank kept, a price left as text.
  const preview = page.getByRole("region", { name: "Pré-visualização do enunciado" });
  await expectRenderedMaths(preview);
  await expect(preview).toContainText("ocorreu em ___.");
  await expect(page.getByRole("region", { name: "Pré-visualização da alternativa 1" }).locator(".katex")).toHaveCount(
    1,
  );
  await expect(page.getByRole("region", { name: "Pré-visualização da alternativa 2" })).toHaveText("R$ 5,00");
  await expectAccessible(page, "a question's preview with maths");

  // An invalid formula shows as red source; the page keeps working.
  await page.getByLabel("Enunciado", { exact: true }).fill("$\\frac{a$ e $\\href{javascript:alert(1)}{x}$");
  await expect(preview.locator(".katex-error")).toHaveText("\\frac{a");
  await expect(preview.locator("a")).toHaveCount(0);
  await page.getByLabel("Enunciado", { exact: true }).fill(description);
  await expectRenderedMaths(preview);

  const saved = page.waitForResponse((r) => r.url().includes("/api/trpc/questions.create"));
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page).toHaveURL(/\/questions\/[0-9a-f-]{36}$/);
  await expectToast(page, "Questão salva");
  const questionId = page.url().split("/").pop()!;
  // Reopened: the saved source renders the same.
  await page.reload();
  await expectRenderedMaths(page.getByRole("region", { name: "Pré-visualização do enunciado" }));

  // The bank's row names it by a drawn excerpt, in the table and, on a phone, in its card.
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await page.goto(`/questions?q=${token}`);
    const rowLink = page.locator(width > 400 ? "tbody tr" : "ul li").getByRole("link", { name: /^Questão mat-/ });
    await expect(rowLink).toHaveCount(1);
    await expectExcerptMaths(rowLink.locator("[data-slot=markdown-excerpt]"));
    await expect(rowLink).toContainText("ocorreu em ___.");
    const [scrollWidth, clientWidth] = await page.evaluate(() => {
      const root = document.scrollingElement!;
      return [root.scrollWidth, root.clientWidth];
    });
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectAccessible(page, `the bank's row of a maths question at ${width} px`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // The exam builder: the search result names it by its excerpt ...
  const name = `Prova de matemática ${token}`;
  await page.goto("/exams/new");
  await expect(page.getByRole("heading", { level: 1, name: "Nova prova" })).toBeVisible();
  await page.getByLabel("Nome", { exact: true }).fill(name);
  const groups = page.getByLabel("Grupos 1");
  const firstGroup = await groups.locator("option").first().getAttribute("value");
  await groups.selectOption(firstGroup!);
  await expect(groups).toHaveAccessibleDescription(/Matemática/);
  await page.getByLabel("Disponível a partir de 1").fill("2030-03-01T08:00");
  await page.getByLabel("Disponível até 1").fill("2030-03-15T18:00");
  await page.getByLabel("Buscar questões").fill(token);
  const results = page.getByRole("list", { name: "Resultados da busca" }).getByRole("listitem");
  await expect(results).toHaveCount(1);
  // The search result shows the question's text as a drawn excerpt: its maths inline, its blank kept.
  await expectExcerptMaths(results.first().locator("[data-slot=markdown-excerpt]"));
  await expect(results.first()).toContainText("A razão ocorreu em ___.");
  await results
    .first()
    .getByRole("button", { name: /^Adicionar: / })
    .click();

  // ... and its preview draws the maths.
  const chosen = page.getByRole("list", { name: "Questões da prova", exact: true }).locator(":scope > li");
  await expect(chosen.first()).toContainText("ocorreu em ___.");
  await page.getByRole("button", { name: "Pré-visualizar questão 1" }).click();
  await expectRenderedMaths(chosen.first());
  await expectAccessible(page, "the exam builder with a maths question's preview open");

  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page).toHaveURL(/\/exams\/[0-9a-f-]{36}$/);
  await expectToast(page, "Prova salva");
  const examId = page.url().split("/").pop()!;

  // The exam's analysis on the performance page: the excerpt opens to the rendered question.
  await page.goto(`/performance?exam_id=${examId}`);
  await expect(page.getByRole("heading", { name: `Análise da prova: ${name}` })).toBeVisible();
  const row = page.getByRole("table", { name: "Análise das questões" }).getByRole("row").nth(1);
  const excerpt = row.locator("summary [data-slot=markdown-excerpt]");
  await expect(excerpt).toContainText(`Questão ${token}: seja`);
  await expectExcerptMaths(excerpt);
  await expectAccessible(page, "an exam's analysis naming a maths question by its excerpt");
  // On a phone too, the table's cell draws it, and the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectExcerptMaths(excerpt);
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth))
    .toBeLessThanOrEqual(0);
  await expectAccessible(page, "an exam's analysis naming a maths question by its excerpt at 390 px");
  await page.setViewportSize({ width: 1440, height: 900 });
  await excerpt.click();
  await expectRenderedMaths(row);
  await expectAccessible(page, "an exam's analysis with a maths question open");

  // The exam as a student sees it: the same question, its formulas drawn, its options to pick.
  await page.goto(`/exams/${examId}/preview`);
  const asStudent = page.getByRole("region", { name: "Questão 1" });
  await expectRenderedMaths(asStudent);
  await expect(asStudent.getByRole("radio")).toHaveCount(2);
  await expect(asStudent.locator("label").first().locator(".katex")).toHaveCount(1);
  await expectAccessible(page, "a maths question previewed as a student");

  // The performance page's question filter finds it by its text and names it by its excerpt, not its id.
  await page.goto("/performance");
  const filter = page.getByRole("combobox", { name: "Questão" });
  await filter.fill(token);
  const option = page.getByRole("option", { name: new RegExp(`Questão ${token}`) });
  await expect(option).toHaveCount(1);
  await expectAccessible(page, "the performance question filter listing a match");
  await filter.press("ArrowDown");
  await filter.press("Enter");
  await expect(page).toHaveURL(new RegExp(`question_id=${questionId}`));
  const chosenFilter = page.getByRole("group", { name: "Questão" });
  await expect(chosenFilter).toContainText(`Questão ${token}: seja`);
  await expectExcerptMaths(chosenFilter.locator("[data-slot=markdown-excerpt]"));
  await chosenFilter.getByRole("button", { name: "Remover o filtro de questão" }).click();
  await expect(page).not.toHaveURL(/question_id=/);
  await expect(filter).toHaveValue("");
});
