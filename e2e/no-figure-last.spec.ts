import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";

/** "—" (no figure) as null, "37 %" or "1.234,5" as the number it says. */
const figureOf = (text: string) =>
  text === "—" ? null : Number(text.replace(/\./g, "").replace(",", ".").replace(/[%\s]/g, ""));

/** Figures in the sort's direction, then only "—": never a "—" before a figure, never a zero for none. */
function expectFiguresThenNone(values: (number | null)[], direction: "asc" | "desc", where: string) {
  const figures = values.filter((value) => value !== null);
  const firstNone = values.indexOf(null);
  expect(figures.length, `${where}: some figure`).toBeGreaterThan(0);
  expect(values[0], `${where}: a figure first`).not.toBeNull();
  if (firstNone >= 0)
    expect(
      values.slice(firstNone).every((v) => v === null),
      `${where}: "—" last`,
    ).toBe(true);
  const sorted = [...figures].sort((a, b) => (direction === "asc" ? a - b : b - a));
  expect(figures, `${where}: figures in order`).toEqual(sorted);
}

/** The bank's facility of every loaded row: the table's column from md up, the cards' line on a phone. */
async function bankFacilities(page: Page, phone: boolean) {
  const cells = phone
    ? page.locator("li dt", { hasText: "Acerto na 1ª tentativa:" }).locator("xpath=following-sibling::dd")
    : page.locator("table tbody tr").locator("td:nth-last-child(2)");
  return (await cells.allTextContents()).map((text) => figureOf(text.trim()));
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  const phone = viewport.width < 768;

  test(`at ${viewport.width} px the bank's facility sort puts "—" last in both directions`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, "ana@example.com");
    for (const direction of ["asc", "desc"] as const) {
      await page.goto(`/questions?sort=${direction === "desc" ? "-" : ""}first_attempt_facility`);
      await expect(page.getByRole("link", { name: "Editar questão 1", exact: true })).toBeVisible();
      // Page after page ("Carregar mais" follows the cursor) until the questions nobody answered show.
      const more = page.getByRole("button", { name: "Carregar mais" });
      for (let pages = 1; pages < 12 && !(await bankFacilities(page, phone)).includes(null); pages++) {
        if (!(await more.isVisible())) break;
        await more.click();
        await expect(page.getByRole("link", { name: `Editar questão ${pages * 25 + 1}`, exact: true })).toBeVisible();
      }
      const values = await bankFacilities(page, phone);
      expect(values, "the bank has questions nobody answered").toContain(null);
      expectFiguresThenNone(values, direction, `bank ${direction}`);
      await expectAccessible(page, `the bank sorted by facility, ${direction}, at ${viewport.width} px`);
    }
  });

  test(`at ${viewport.width} px /performance's answer time puts "—" last in both directions`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, "ana@example.com");
    const table = page.getByRole("table", { name: "Desempenho dos alunos" });
    for (const direction of ["asc", "desc"] as const) {
      await page.goto(`/performance?sort=average_answer_time&direction=${direction}`);
      const header = table.getByRole("columnheader", { name: "Tempo médio de resposta (s)" });
      await expect(header).toHaveAttribute("aria-sort", direction === "asc" ? "ascending" : "descending");
      await expect(table).not.toHaveAttribute("aria-busy", "true");
      const column = await header.evaluate((th) => [...th.parentElement!.children].indexOf(th));
      const values: (number | null)[] = [];
      // Every page, in order, until the students who never answered show.
      for (let pageNumber = 1; pageNumber < 20; pageNumber++) {
        const cells = table.locator(`tbody tr td:nth-child(${column + 1})`);
        await expect(cells.first()).toBeVisible();
        const texts = (await cells.allTextContents()).map((text) => text.trim());
        expect(texts, "no zero for a student with no answer time").not.toContain("0");
        values.push(...texts.map(figureOf));
        const next = page.getByRole("button", { name: "Próxima" });
        if (values.includes(null) || !(await next.isVisible()) || (await next.isDisabled())) break;
        await next.click();
        await expect(page.getByText(`Página ${pageNumber + 1} de`)).toBeVisible();
        await expect(table).not.toHaveAttribute("aria-busy", "true");
      }
      expect(values, "some student never answered").toContain(null);
      expectFiguresThenNone(values, direction, `performance ${direction}`);
      await expectAccessible(page, `/performance sorted by answer time, ${direction}, at ${viewport.width} px`);
    }
  });
}
