import { expect, test, type Page } from "./support/test";
import { openQuestionEditor } from "./support/question-editor";

/** Issue 29, findings 4 and 5: markdown and maths a staff member could plant, drawn by a real browser. */

/** The page still answers: the editor's own controls work after the preview drew the text. */
async function expectResponsive(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Nova questão" })).toBeVisible();
  await page.getByLabel("Fonte", { exact: true }).fill("ainda responde");
  await expect(page.getByLabel("Fonte", { exact: true })).toHaveValue("ainda responde");
}

test("hostile nesting and delimiter runs show as text under a notice; the editor keeps working", async ({ page }) => {
  const { field, preview } = await openQuestionEditor(page);
  for (const source of [
    "> ".repeat(3000) + "x",
    "- ".repeat(1000) + "x",
    "*".repeat(20000) + "x" + "*".repeat(20000),
  ]) {
    await field.fill(source);
    await expect(preview).toContainText("Texto mostrado como foi escrito");
    await expect(preview.locator("blockquote, li, strong")).toHaveCount(0);
    await expectResponsive(page);
  }
  await field.fill("> citação\n\n- item **forte**");
  await expect(preview.locator("blockquote")).toHaveCount(1);
  await expect(preview.locator("li strong")).toHaveText("forte");
});

test("maths past its budget stays source, and no drawn formula paints outside its box", async ({ page }) => {
  const { field, preview, view } = await openQuestionEditor(page);
  const frac = "\\frac{a}{b}".repeat(272);
  for (const tex of [
    `\\def\\a{${frac}}` + "\\a".repeat(40),
    "\\def\\arraystretch{3000}\\begin{matrix}a\\\\b\\end{matrix}",
    "\\raisebox{-10000em}{x}",
    "\\hspace{-10000em}x",
    "\\rule[-10000em]{1em}{1em}",
    "\\begin{matrix}a\\\\[-10000em]b\\end{matrix}",
  ]) {
    await field.fill(`Antes $${tex}$ depois`);
    await expect(preview.locator("code")).toHaveCount(1);
    await expect(preview.locator(".katex")).toHaveCount(0);
    // Before the budget, the first of these drew ~700,000 elements and the second a 122,456 px tall editor;
    // now the tallest is the first's 3 KB of source, wrapped.
    expect(await view.evaluate((element) => element.querySelectorAll("*").length)).toBeLessThan(50);
    expect((await view.boundingBox())!.height).toBeLessThan(2000);
    await expectResponsive(page);
  }

  // Within the budget a formula may still move a box 10em at a time; the view clips it to its own box.
  // Moved left by as many em as land the W over the navigation (md:w-60), halfway to the window's edge:
  await field.fill("Texto $W$ fim");
  const box = (await view.boundingBox())!;
  const letter = preview.locator(".katex-html").first().getByText("W", { exact: true });
  const before = (await letter.boundingBox())!;
  const em = await preview.locator(".katex").evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  const shift = (before.x - box.x / 2) / em;
  const kerns = Math.ceil(shift / 10);
  await field.fill(`Texto $${`\\kern-${(shift / kerns).toFixed(3)}em`.repeat(kerns)} W$ fim\n\n$$x^2$$`);
  await expect(preview.locator(".katex")).toHaveCount(2);
  const moved = (await letter.boundingBox())!;
  expect(moved.x + moved.width).toBeLessThan(box.x);
  expect(moved.x).toBeGreaterThan(0);
  // ... and is not painted there: what the page shows at that point is not part of the formula.
  const painted = await page.evaluate(
    ([x, y]) => (document.elementFromPoint(x!, y!)?.closest(".katex") ?? null) !== null,
    [moved.x + moved.width / 2, moved.y + moved.height / 2],
  );
  expect(painted).toBe(false);
  expect(await view.evaluate((element) => getComputedStyle(element).overflow)).toBe("clip");
  const display = preview.locator(".katex-display");
  expect(await display.evaluate((element) => getComputedStyle(element).overflowX)).toBe("auto");
});
