import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";

type Item = { id: string; description: string; times_answered: number; first_attempt_facility: number | null };

/** The list as the REST API gives it, with the page's session. */
async function listed(page: Page, query: string): Promise<Item[]> {
  const response = await page.request.get(`/api/exams/questions-db?limit=100&${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).items;
}

/** A seeded question students answered, and a search text that finds it alone. */
async function answeredQuestion(page: Page) {
  for (const item of await listed(page, "sort=-created_at")) {
    if (item.times_answered === 0) continue;
    const text = item.description.slice(0, 40).trim();
    const found = await listed(page, `q=${encodeURIComponent(text)}`);
    if (found.length === 1) return { ...item, text };
  }
  throw new Error("the seed has no answered question to archive");
}

test("archiving a question students answered hides it from the bank, keeps its statistics and is undone from the toast", async ({
  page,
}) => {
  await signIn(page, "ana@example.com");
  const question = await answeredQuestion(page);
  await page.goto("/questions");
  await page.getByLabel("Buscar", { exact: true }).fill(question.text);
  const archiveRow = page.getByRole("button", { name: "Arquivar questão 1", exact: true });
  await expect(archiveRow).toBeVisible();
  await expect(page.getByRole("button", { name: "Arquivar questão 2", exact: true })).toHaveCount(0);

  // Archived from its row: gone from the bank; the toast's "Desfazer" brings it back.
  await archiveRow.click();
  const toast = await expectToast(page, "Questão arquivada");
  await expect(page.getByText("Nenhuma questão encontrada.")).toBeVisible();
  await expectAccessible(page, "the bank after archiving, with the undo toast");
  await toast.getByRole("button", { name: "Desfazer" }).click();
  await expectToast(page, "Questão restaurada");
  await expect(archiveRow).toBeVisible();

  // Archived from the selection's bulk action: listed under "Arquivadas", its answers still counted.
  await page.getByRole("checkbox", { name: "Selecionar questão 1" }).check();
  await page.getByRole("button", { name: "Arquivar selecionadas" }).click();
  await expectToast(page, "Questão arquivada");
  await expect(page.getByText("Nenhuma questão encontrada.")).toBeVisible();
  await page.getByLabel("Situação", { exact: true }).selectOption({ label: "Arquivadas" });
  await expect(page).toHaveURL(/archived=only/);
  const restoreRow = page.getByRole("button", { name: "Restaurar questão 1", exact: true });
  await expect(restoreRow).toBeVisible();
  await expectAccessible(page, "the archived questions");
  const [archived] = await listed(page, `archived=only&q=${encodeURIComponent(question.text)}`);
  expect(archived).toMatchObject({
    id: question.id,
    times_answered: question.times_answered,
    first_attempt_facility: question.first_attempt_facility,
  });
  expect(await listed(page, `q=${encodeURIComponent(question.text)}`)).toEqual([]);

  // Its editor says it is archived; "Restaurar" there puts it back in the bank.
  await page.goto(`/questions/${question.id}`);
  await expect(page.getByText("Esta questão está arquivada")).toBeVisible();
  await expectAccessible(page, "an archived question's editor");
  await page.getByRole("button", { name: "Restaurar", exact: true }).click();
  await expectToast(page, "Questão restaurada");
  await expect(page.getByText("Esta questão está arquivada")).toHaveCount(0);
  expect((await listed(page, `q=${encodeURIComponent(question.text)}`)).map((i) => i.id)).toEqual([question.id]);
});

test("deleting a new question removes it; the list opens", async ({ page }) => {
  await signIn(page, "ana@example.com");
  const [item] = await listed(page, "limit=1");
  const source = await page.request.get(`/api/exams/questions-db/${item!.id}`);
  const original = await source.json();
  const token = `e2e-excluir-${Date.now()}`;
  // A write with the session cookie carries the app's Origin (docs/security.md, CSRF).
  const created = await page.request.post("/api/exams/questions-db", {
    headers: { origin: new URL(page.url()).origin },
    data: {
      belongs_to: { id: original.belongs_to.id },
      description: token,
      discipline_id: original.discipline_id,
      subject: original.subject.id,
      type: "DISCURSIVE",
      source: "E2E",
      answers: [],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  await page.goto(`/questions/${id}`);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Excluir", exact: true }).click();
  await expectToast(page, "Questão excluída.");
  await expect(page).toHaveURL(/\/questions$/);
  expect((await page.request.get(`/api/exams/questions-db/${id}`)).status()).toBe(404);
});
