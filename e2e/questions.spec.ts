import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";
import { expectLeavingAsks } from "./support/unsaved-guard";

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
  // Raw HTML that would run code: the preview draws none of it, and it is not stored (docs/markdown.md).
  await page.getByLabel("Alternativa 1", { exact: true }).fill('42<img src=x onerror="window.ran=1">');
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

  // Created: its editor, with the saved values; the confirmation is in view.
  await expect(page).toHaveURL(/\/questions\/[0-9a-f-]{36}$/);
  const questionId = new URL(page.url()).pathname.split("/").pop()!;
  await expectToast(page, "Questão salva");
  await expect(page.getByLabel("Fonte", { exact: true })).toHaveValue("Teste E2E");
  await expect(page.getByLabel("Assunto", { exact: true }).locator("option:checked")).toHaveText("Geometria");
  await expect(page.getByRole("checkbox", { name: "Correta 1" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Correta 2" })).not.toBeChecked();
  await expect(page.getByLabel("Alternativa 1", { exact: true })).toHaveValue("42");
  expect(await page.evaluate(() => "ran" in window)).toBe(false);
  await expect(page.getByRole("region", { name: "Pré-visualização do enunciado" }).locator("img")).toHaveAttribute(
    "src",
    image,
  );

  await page.getByLabel("Fonte", { exact: true }).fill("Teste E2E editado");
  await saveAndWait(page, "update");
  // Saved at the foot of a long page: the toast is in view all the same.
  await expect(page.getByRole("button", { name: "Salvar", exact: true })).toBeInViewport();
  await expectToast(page, "Questão salva");
  await page.reload();
  await expect(page.getByLabel("Fonte", { exact: true })).toHaveValue("Teste E2E editado");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
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
  await expect(row).toContainText(`Quanto vale ${token}?`);
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
  await expectToast(page, "1 adicionadas, 0 já estavam na prova");
  await expectAccessible(page, "the question bank filtered, with a question added to an exam");
  await page.getByRole("button", { name: "Adicionar à prova" }).click();
  await expectToast(page, "0 adicionadas, 1 já estavam na prova");

  // "Duplicar" opens the copy's editor, which says it is the copy and links to the original.
  await row.getByRole("button", { name: /Duplicar/ }).click();
  await expect(page).toHaveURL(new RegExp(`/questions/[0-9a-f-]{36}\\?copy_of=${questionId}$`));
  const copyId = new URL(page.url()).pathname.split("/").pop()!;
  expect(copyId).not.toBe(questionId);
  await expectToast(page, "Cópia criada");
  const note = page.getByRole("note");
  await expect(note).toHaveText("Esta é uma cópia da questão original: alterá-la não muda a original.");
  await expect(page.getByLabel("Enunciado", { exact: true })).toHaveValue(
    `Quanto vale ${token}?\n\n![figura](${image})`,
  );
  // A reload still knows the original; the link opens it, which is no copy.
  await page.reload();
  await note.getByRole("link", { name: "questão original" }).click();
  await expect(page).toHaveURL(new RegExp(`/questions/${questionId}$`));
  await expect(page.getByLabel("Fonte", { exact: true })).toHaveValue("Teste E2E editado");
  await expect(page.getByRole("note")).toHaveCount(0);
});

test("leaving an edited question asks first, by link and by the back button", async ({ page }) => {
  await signIn(page, "ana@example.com");
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const back = page.getByRole("link", { name: "Voltar para o banco de questões" });
  const source = page.getByLabel("Fonte", { exact: true });

  // Untouched, a new or a saved question lets go without a word.
  await page.goto("/questions/new");
  await expect(source).toBeVisible();
  await back.click();
  await expect(page.getByRole("heading", { level: 1, name: "Banco de questões" })).toBeVisible();
  await page
    .getByRole("link", { name: /^Editar/ })
    .first()
    .click();
  await expect(source).not.toHaveValue("");
  await back.click();
  await expect(page.getByRole("heading", { level: 1, name: "Banco de questões" })).toBeVisible();
  expect(dialogs).toEqual([]);
  page.removeAllListeners("dialog");

  await page.goto("/questions/new");
  await source.fill("Rascunho");
  const asked = await expectLeavingAsks(
    page,
    () => back.click(),
    () => expect(source).toHaveValue("Rascunho"),
  );
  expect(asked[0]).toBe("Há alterações não salvas. Sair desta página e perdê-las?");
  await expect(page.getByRole("heading", { level: 1, name: "Banco de questões" })).toBeVisible();
});

test.describe("in a browser far from the school", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("a period's dates are the school's wall clock", async ({ page }) => {
    await signIn(page, "ana@example.com");
    const list = (await (await page.request.get("/api/exams/questions-db?limit=50")).json()) as {
      items: { id: string }[];
    };
    let question: { id: string; question_to_groups: { available_after: string }[] } | undefined;
    for (const { id } of list.items) {
      const read = await (await page.request.get(`/api/exams/questions-db/${id}`)).json();
      if (read.question_to_groups.length) {
        question = read;
        break;
      }
    }
    expect(question).toBeDefined();
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat("en-US", {
        timeZone: "America/Sao_Paulo",
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      })
        .formatToParts(new Date(question!.question_to_groups[0]!.available_after))
        .map((part) => [part.type, part.value]),
    );
    await page.goto(`/questions/${question!.id}`);
    await expect(page.getByRole("group", { name: "Período 1" }).getByLabel("Disponível a partir de")).toHaveValue(
      `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`,
    );
  });
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
