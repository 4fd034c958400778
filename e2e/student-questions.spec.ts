import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";

const waitingLabels = /^(Aguardando professor|Em atendimento)$/;

/** Loads every page of the list, then gives how many rows it says it loaded. */
async function loadAll(page: Page) {
  const more = page.getByRole("button", { name: "Carregar mais" });
  while (await more.isVisible()) {
    await more.click();
    await expect(
      page.getByRole("button", { name: /Carregar mais|Carregando/ }).or(page.getByText(/Todas as dúvidas/)),
    ).toBeVisible();
  }
  await expect(page.getByText("Todas as dúvidas foram carregadas.")).toBeVisible();
  return Number((await page.getByText(/^Dúvidas carregadas: \d+$/).textContent())!.match(/\d+/)![0]);
}

test("the home card opens the waiting questions, oldest first; filters in the URL; a row opens its page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "ana@example.com");
  const card = page.getByRole("main").getByRole("link", { name: /^\d+ Dúvidas aguardando resposta/ });
  const waiting = Number((await card.textContent())!.match(/^\d+/)![0]);
  expect(waiting).toBeGreaterThan(0);
  await card.click();

  await expect(page).toHaveURL(/\/student-questions\?status=WAITING(,|%2C)IN_PROGRESS&sort=created_at$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dúvidas dos alunos" })).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("WAITING,IN_PROGRESS");
  await expect(page.getByLabel("Ordem")).toHaveValue("created_at");
  expect(await loadAll(page)).toBe(waiting);
  const table = page.getByRole("table");
  const rows = table.getByRole("row");
  await expect(rows).toHaveCount(waiting + 1);
  for (const status of await table.locator("tbody tr td:nth-child(2)").allTextContents())
    expect(status).toMatch(waitingLabels);
  // Oldest first: each row was sent no later than the next one.
  const sent = await table.locator("tbody time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!));
  expect(sent).toEqual([...sent].sort());
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  await expectAccessible(page, "the waiting questions");

  // Another status: the URL follows the filter, every row has it.
  await page.getByLabel("Status").selectOption({ label: "Finalizada" });
  await expect(page).toHaveURL(/status=FINISHED/);
  // The rows of the last filter stay while the next load (keepPreviousData): wait until every row is finished.
  const statuses = table.locator("tbody tr td:nth-child(2)");
  await expect(statuses.first()).toHaveText("Finalizada");
  await expect(statuses.filter({ hasNotText: /^Finalizada$/ })).toHaveCount(0);
  await page.getByLabel("Ordem").selectOption({ label: "Mais recentes primeiro" });
  await expect(page).not.toHaveURL(/sort=/);
  await expectAccessible(page, "the finished questions, newest first");

  // By teacher, A to Z, accents and case aside: the server sorts, the rows follow.
  await page.getByLabel("Ordem").selectOption({ label: "Professor (A–Z)" });
  await expect(page).toHaveURL(/status=FINISHED&sort=teacher$/);
  const teachers = table.locator("tbody tr td:nth-child(5)");
  const folded = (names: string[]) =>
    names.map((name) =>
      name
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase(),
    );
  await expect
    .poll(async () => {
      const names = folded(await teachers.allTextContents());
      return names.length > 1 && names.every((name, i) => i === 0 || names[i - 1]! <= name);
    })
    .toBe(true);
  await expect(statuses.filter({ hasNotText: /^Finalizada$/ })).toHaveCount(0);
  await expectAccessible(page, "the finished questions by teacher");
  // The header says it, and turns the order: Z to A.
  const teacherHead = table.getByRole("columnheader", { name: "Professor" });
  await expect(teacherHead).toHaveAttribute("aria-sort", "ascending");
  await teacherHead.getByRole("button").click();
  await expect(page).toHaveURL(/status=FINISHED&sort=-teacher$/);
  await expect(teacherHead).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByLabel("Ordem")).toHaveValue("-teacher");
  await expect
    .poll(async () => {
      const names = folded(await teachers.allTextContents());
      return names.length > 1 && names.every((name, i) => i === 0 || names[i - 1]! >= name);
    })
    .toBe(true);

  const first = table.locator("tbody tr").first();
  const student = (await first.locator("td").nth(3).textContent())!.replace(/Anônima$/, "");
  await first.getByRole("link", { name: /^Abrir dúvida de / }).click();
  await expect(page).toHaveURL(/\/student-questions\/[0-9a-f-]{36}\?from=/);
  await expect(page.getByRole("heading", { level: 1, name: "Dúvida de aluno" })).toBeVisible();
  await expect(page.getByText(`Pergunta de ${student}`)).toBeVisible();
  // Back to the list as it was left: the same filter and order.
  await page.getByRole("link", { name: "Voltar para as dúvidas" }).click();
  await expect(page).toHaveURL(/\/student-questions\?status=FINISHED&sort=-teacher$/);
  await expect(page.getByLabel("Status")).toHaveValue("FINISHED");
  await expect(page.getByLabel("Ordem")).toHaveValue("-teacher");
});

test("on a phone: the answered-this-week card, folded filters, a card a question, nothing wider than 390 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "ana@example.com");
  const card = page.getByRole("main").getByRole("link", { name: /^\d+ Respondidas nesta semana/ });
  const answered = Number((await card.textContent())!.match(/^\d+/)![0]);
  await card.click();
  await expect(page).toHaveURL(/\/student-questions\?answered=this_week$/);
  await expect(page.getByLabel("Grupo")).toBeHidden();
  await expect(page.getByRole("button", { name: "Mais filtros (1 ativo)" })).toBeVisible();
  if (answered === 0) await expect(page.getByText("Nenhuma dúvida corresponde a estes filtros.")).toBeVisible();
  else expect(await loadAll(page)).toBe(answered);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, "the questions answered this week on a phone");

  await page.getByRole("button", { name: "Mais filtros (1 ativo)" }).click();
  await expect(page.getByLabel("Respondida")).toHaveValue("this_week");
  await page.getByLabel("Respondida").selectOption({ label: "A qualquer momento" });
  await expect(page).toHaveURL(/\/student-questions$/);
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, "every question on a phone, filters open");
  // Waiting first: the queue by status.
  await page.getByLabel("Ordem").selectOption({ label: "Status: aguardando primeiro" });
  await expect(page).toHaveURL(/\/student-questions\?sort=status$/);
  await expect(cards.first()).toContainText("Aguardando professor");
  await expect(cards.first()).toContainText("Sem professor");
  await expectAccessible(page, "every question by status on a phone");
  await cards.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Dúvida de aluno" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, "a question opened from the list on a phone");
  await page.getByRole("link", { name: "Voltar para as dúvidas" }).click();
  await expect(page).toHaveURL(/\/student-questions\?sort=status$/);
  await expect(page.getByLabel("Ordem")).toHaveValue("status");
});

test("a teacher lists their groups' questions from the menu", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "tiago@example.com");
  await page.getByRole("navigation").getByRole("link", { name: "Dúvidas dos alunos" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Dúvidas dos alunos" })).toBeVisible();
  await expect(page.getByRole("table").locator("tbody tr").first()).toBeVisible();
  await expectAccessible(page, "a teacher's students' questions");
});
