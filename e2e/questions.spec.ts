import fs from "node:fs";
import { expect, test, type Page, type Response } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";
import { expectLeavingAsks } from "./support/unsaved-guard";

const errorMessages: Record<string, string> = JSON.parse(
  fs.readFileSync("src/i18n/messages/pt-BR/errors.json", "utf8"),
).errors;
/** What the page shows for an error code: its Portuguese text, else the generic one (useErrorText). */
const textOf = (code: string) => errorMessages[code] ?? errorMessages.invalid!;

type Refusal = {
  message: string;
  data: { code: string; reason?: string; issues?: { path: (string | number)[]; code: string; message: string }[] };
};
/** The error of a refused tRPC call (one call per batch here). */
async function refusalOf(response: Response): Promise<Refusal> {
  const body = await response.json();
  return (Array.isArray(body) ? body[0] : body).error;
}

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

  // Created: its editor, with the saved values; the confirmation is in view.
  await expect(page).toHaveURL(/\/questions\/[0-9a-f-]{36}$/);
  const questionId = new URL(page.url()).pathname.split("/").pop()!;
  await expectToast(page, "Questão salva");
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

test("the form shows the schema's issues beside their fields", async ({ page }) => {
  await signIn(page, "ana@example.com");
  await page.goto("/questions/new");
  await page.getByRole("button", { name: "Remover alternativa 2" }).click();
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByLabel("Disciplina", { exact: true })).toHaveAccessibleDescription("Preencha este campo.");
  await expect(page.getByLabel("Fonte", { exact: true })).toHaveAccessibleDescription(/Preencha este campo\./);
  await expect(page.getByLabel("Enunciado", { exact: true })).toHaveAccessibleDescription(/Preencha este campo\./);
  await expect(page.getByLabel("Alternativa 1", { exact: true })).toHaveAccessibleDescription(/Preencha este campo\./);
  await expect(page.getByRole("alert").filter({ hasText: "Corrija os campos indicados" })).toBeVisible();
  await expect(page.getByLabel("Disciplina", { exact: true })).toBeFocused();
  await expectAccessible(page, "a question's form with the schema's errors");

  // The fields filled in, the rules of the whole question: options, and a period whose end is before its start.
  await page.getByLabel("Disciplina", { exact: true }).selectOption({ label: "Matemática" });
  await page.getByLabel("Assunto", { exact: true }).selectOption({ label: "Geometria" });
  await page.getByLabel("Fonte", { exact: true }).fill("Teste E2E");
  await page.getByLabel("Enunciado", { exact: true }).fill("Uma só alternativa");
  await page.getByLabel("Alternativa 1", { exact: true }).fill("42");
  await page.getByRole("button", { name: "Adicionar período" }).click();
  const period = page.getByRole("group", { name: "Período 1" });
  await period.getByRole("checkbox").first().check();
  await period.getByLabel("Disponível a partir de").fill("2030-05-10T10:00");
  await period.getByLabel("Disponível até").fill("2030-05-01T10:00");
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByRole("group", { name: "Alternativas" })).toHaveAccessibleDescription(
    `Marque as alternativas corretas. ${textOf("choice_options_too_few")}`,
  );
  await expect(period.getByLabel("Disponível até")).toHaveAccessibleDescription(textOf("end_not_after_start"));
  await expect(page.getByRole("alert").filter({ hasText: "Corrija os campos indicados" })).toBeVisible();
  await expectAccessible(page, "a question's form with the rules' errors");
});

/** A valid new multiple-choice question of `discipline` (its id), its first subject chosen. */
async function fillNewQuestion(page: Page, discipline: string) {
  await page.goto("/questions/new");
  await page.getByLabel("Disciplina", { exact: true }).selectOption(discipline);
  const subject = page.getByLabel("Assunto", { exact: true });
  await expect(subject).toBeEnabled();
  await subject.selectOption({ index: 1 });
  await page.getByLabel("Fonte", { exact: true }).fill("Teste E2E recusa");
  await page.getByLabel("Enunciado", { exact: true }).fill("Uma questão que o servidor recusa");
  await page.getByLabel("Alternativa 1", { exact: true }).fill("sim");
  await page.getByLabel("Alternativa 2", { exact: true }).fill("não");
  await page.getByRole("checkbox", { name: "Correta 1" }).check();
}

/** Sends the form's create with `change` applied to its input, as a stale or tampered page would. */
async function saveChanged(page: Page, change: (input: Record<string, unknown>) => void): Promise<Refusal> {
  await page.route("**/api/trpc/questions.create**", async (route) => {
    const body = route.request().postDataJSON() as Record<string, Record<string, unknown>>;
    change(body["0"]!);
    await route.continue({ postData: JSON.stringify(body) });
  });
  const response = page.waitForResponse((r) => r.url().includes("/api/trpc/questions.create"));
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  const refused = await response;
  expect(refused.ok()).toBe(false);
  await page.unrouteAll();
  return refusalOf(refused);
}

/** The refusal is told in Portuguese, in the form's alert and in a toast in view; the server's English is not shown. */
async function expectPortugueseRefusal(page: Page, refusal: Refusal) {
  const text = textOf(refusal.data.reason ?? refusal.data.code.toLowerCase());
  await expect(page.getByRole("alert").filter({ hasText: text })).toBeVisible();
  await expectToast(page, text);
  for (const english of [refusal.message, ...(refusal.data.issues ?? []).map((issue) => issue.message)])
    await expect(page.getByText(english)).toHaveCount(0);
  await expect(page).toHaveURL(/\/questions\/new$/);
}

test("the server's refusals show in Portuguese, beside the field they concern", async ({ page }) => {
  await signIn(page, "ana@example.com");
  const me = (await (await page.request.get("/api/me")).json()) as {
    schools: { id: string; name: string }[];
    groups: { id: string; name: string; school_id: string; discipline_ids: number[] }[];
  };
  const aurora = me.schools.find((s) => s.name === "Escola Aurora")!;
  const groups = me.groups.filter((g) => g.school_id === aurora.id);
  // A discipline one of the school's groups has and another lacks.
  const discipline = [...new Set(groups.flatMap((g) => g.discipline_ids))].find((d) =>
    groups.some((g) => !g.discipline_ids.includes(d)),
  )!;
  const withIt = groups.find((g) => g.discipline_ids.includes(discipline))!;
  const without = groups.find((g) => !g.discipline_ids.includes(discipline))!;

  // A school outside the user's access.
  await fillNewQuestion(page, String(discipline));
  const forbidden = await saveChanged(page, (input) => {
    input.belongs_to = { id: "6f1c7a52-3b8e-4d2a-9c41-0e5b7d9a2f10" };
  });
  expect(forbidden.data.code).toBe("FORBIDDEN");
  await expectPortugueseRefusal(page, forbidden);

  // A group without the question's discipline: 422, shown beside the period's groups.
  await fillNewQuestion(page, String(discipline));
  await page.getByRole("button", { name: "Adicionar período" }).click();
  const period = page.getByRole("group", { name: "Período 1" });
  await period.getByRole("checkbox", { name: withIt.name, exact: true }).check();
  await period.getByLabel("Disponível a partir de").fill("2030-05-01T08:00");
  await period.getByLabel("Disponível até").fill("2030-05-10T18:00");
  const mismatch = await saveChanged(page, (input) => {
    (input.question_to_groups as { group_ids: string[] }[])[0]!.group_ids = [without.id];
  });
  const issue = mismatch.data.issues?.find((i) => i.path.join(".") === "question_to_groups.0.group_ids");
  expect(issue?.code).toBe("discipline_mismatch");
  await expectPortugueseRefusal(page, mismatch);
  await expect(period.getByRole("group", { name: "Grupos" })).toHaveAccessibleDescription(textOf(issue!.code));
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
