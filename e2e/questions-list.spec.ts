import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";

const firstEdit = (page: Page) => page.getByRole("link", { name: "Editar questão 1", exact: true });

/** The page itself never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** A number column of the table's rows, read by its header's position. */
async function columnValues(page: Page, header: string) {
  return page.evaluate((name) => {
    const table = document.querySelector("table")!;
    const heads = [...table.querySelectorAll("thead th")];
    const index = heads.findIndex((th) => th.textContent?.trim() === name);
    return [...table.querySelectorAll("tbody tr")].map((tr) => {
      const text = tr.children[index]?.textContent?.trim() ?? "";
      // "1.234" in pt-BR; "—" (no answer yet) sorts below every share.
      return /\d/.test(text) ? Number(text.replace(/\./g, "").replace(",", ".").replace("%", "")) : -1;
    });
  }, header);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}×${viewport.height} a row's Editar shows without scrolling sideways`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, "ana@example.com");
    await page.goto("/questions");
    const edit = firstEdit(page);
    await expect(edit).toBeVisible();
    // Filters in two rows and one selection bar: the first row is in sight without any scrolling.
    await expect(edit).toBeInViewport();
    const box = (await edit.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await expect(page.getByRole("button", { name: /^Duplicar/ }).first()).toBeInViewport();
    await expectNoSidewaysScroll(page);
    // The excerpt is plain text: no markdown table or emphasis syntax shows.
    const texts = await page.locator("tbody tr td:nth-child(2) a").allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(/\|---|\*\*|^#+ /);
    await expectAccessible(page, `question list at ${viewport.width} px`);

    const link = page.locator("tbody tr").first().locator("td").nth(1).getByRole("link");
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/questions\/[0-9a-f-]{36}$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("button", { name: "Salvar", exact: true })).toBeVisible();
  });
}

test("sorting by a statistic is the server's: a second page continues in order", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "ana@example.com");
  await page.goto("/questions");
  await expect(firstEdit(page)).toBeVisible();
  const before = await page.locator("tbody tr td:nth-child(2) a").first().getAttribute("href");

  await page.getByRole("button", { name: "Respostas" }).click();
  await expect(page).toHaveURL(/[?&]sort=-times_answered/);
  await expect(page.getByRole("columnheader", { name: "Respostas" })).toHaveAttribute("aria-sort", "descending");
  // The rows of the previous sort stay until the server's answer arrives.
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await expect(page.getByLabel("Ordenar por", { exact: true })).toHaveValue("-times_answered");
  await expect(page.locator("tbody tr")).toHaveCount(25);
  const first = await columnValues(page, "Respostas");
  expect(first).toEqual([...first].sort((a, b) => b - a));
  expect(first[0]).toBeGreaterThan(first[24]!);
  expect(await page.locator("tbody tr td:nth-child(2) a").first().getAttribute("href")).not.toBe(before);

  await page.getByRole("button", { name: "Carregar mais" }).click();
  await expect(page.locator("tbody tr")).toHaveCount(50);
  const both = await columnValues(page, "Respostas");
  expect(both).toEqual([...both].sort((a, b) => b - a));
  const hrefs = await page
    .locator("tbody tr td:nth-child(2) a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(new Set(hrefs).size).toBe(50);

  await page.getByRole("button", { name: "Acerto na 1ª tentativa" }).click();
  await expect(page).toHaveURL(/[?&]sort=-first_attempt_facility/);
  await expect(page.locator("tbody tr")).toHaveCount(25);
  const shares = await columnValues(page, "Acerto na 1ª tentativa");
  expect(shares).toEqual([...shares].sort((a, b) => b - a));
  await page.getByRole("button", { name: "Acerto na 1ª tentativa" }).click();
  await expect(page).toHaveURL(/[?&]sort=first_attempt_facility/);
  await expectAccessible(page, "question list sorted by a statistic");
});

test("the column chooser adds secondary columns, kept in this browser", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, "ana@example.com");
  await page.goto("/questions");
  await expect(firstEdit(page)).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Visualizações" })).toHaveCount(0);
  await page.locator("summary", { hasText: "Colunas" }).click();
  await page.getByRole("checkbox", { name: "Visualizações" }).check();
  await page.getByRole("checkbox", { name: "Criada em" }).check();
  await expect(page.getByRole("columnheader", { name: "Visualizações" })).toBeVisible();
  await expectAccessible(page, "question list with the column chooser open");
  await page.reload();
  await expect(page.getByRole("columnheader", { name: "Criada em" })).toBeVisible();
  await firstEdit(page).scrollIntoViewIfNeeded();
  await expect(firstEdit(page)).toBeInViewport();
  await expectNoSidewaysScroll(page);
});

test("on a phone the questions are cards, without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "ana@example.com");
  await page.goto("/questions");
  const card = page.getByRole("listitem").filter({ has: firstEdit(page) });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link").first()).toHaveAttribute("href", /^\/questions\/[0-9a-f-]{36}$/);
  await expect(card.getByText("Respostas:")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, "question list on a phone");

  // The filters after the search fold away until asked for; the bulk actions wait for a selection.
  const type = page.getByLabel("Tipo", { exact: true });
  await expect(type).toBeHidden();
  await expect(page.getByRole("button", { name: "Adicionar à prova" })).toBeHidden();
  await page.getByRole("button", { name: "Mais filtros" }).click();
  await type.selectOption("DISCURSIVE");
  await expect(page).toHaveURL(/type=DISCURSIVE/);
  await page.reload();
  await expect(page.getByRole("button", { name: "Menos filtros" })).toHaveAttribute("aria-expanded", "true");
  await expect(type).toHaveValue("DISCURSIVE");
  await page.getByRole("checkbox", { name: "Selecionar questão 1", exact: true }).check();
  await expect(page.getByRole("button", { name: "Adicionar à prova" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, "question list on a phone, filters open and a question selected");
});
