import { expect, test, type Page } from "./support/test";
import { signIn } from "./support/sign-in";

/** Issue 29, findings 4 and 5: markdown and maths a staff member could plant, drawn by a real browser. */

const pdf = Buffer.from("%PDF-1.4\n%âãÏÓ\n", "latin1");

async function openEditor(page: Page) {
  await signIn(page, "ana@example.com");
  await page.goto("/questions/new");
  await expect(page.getByRole("heading", { level: 1, name: "Nova questão" })).toBeVisible();
  const field = page.getByLabel("Enunciado", { exact: true });
  const preview = page.getByRole("region", { name: "Pré-visualização do enunciado" });
  return { field, preview, view: preview.locator("[data-slot=markdown-view]") };
}

/** The page still answers: the editor's own controls work after the preview drew the text. */
async function expectResponsive(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Nova questão" })).toBeVisible();
  await page.getByLabel("Fonte", { exact: true }).fill("ainda responde");
  await expect(page.getByLabel("Fonte", { exact: true })).toHaveValue("ainda responde");
}

test("hostile nesting and delimiter runs show as text under a notice; the editor keeps working", async ({ page }) => {
  const { field, preview } = await openEditor(page);
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
  const { field, preview, view } = await openEditor(page);
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

test("a PDF on another site is a plain link; an uploaded PDF is framed from our origin and shown", async ({ page }) => {
  const { field, preview } = await openEditor(page);
  await field.fill("[Apostila](https://host.example/x.pdf)");
  const link = preview.getByRole("link", { name: "Apostila" });
  await expect(link).toHaveAttribute("href", "https://host.example/x.pdf");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(preview.locator("iframe")).toHaveCount(0);

  await field.fill("");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Anexar arquivo: Enunciado" }).click();
  await (await chooser).setFiles({ name: "aula.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(field).toHaveValue(/^\[aula\.pdf\]\(http:\/\/[^)]+\/api\/uploads\/[^)]+-aula\.pdf\)$/);
  const frame = preview.locator("iframe.markdown-pdf");
  await expect(frame).toHaveAttribute("src", /^\/api\/uploads\/questions\/[^/]+\/[0-9a-f-]{36}-aula\.pdf$/);
  const src = (await frame.getAttribute("src"))!;
  // The file sandboxes itself (a `sandbox` attribute would make Chromium refuse to show it) ...
  const answer = await page.request.get(src);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect(answer.headers()["content-security-policy"]).toMatch(/^sandbox; default-src 'none'/);
  // ... and Chromium's PDF viewer shows it in the frame, not its "blocked" page.
  const framed = () => page.frames().find((f) => f.url().endsWith(src));
  await expect.poll(() => framed() !== undefined).toBe(true);
  await expect
    .poll(() =>
      framed()!
        .childFrames()
        .map((f) => f.url().split("/")[0]),
    )
    .toContain("chrome-extension:");
  expect(page.frames().map((f) => f.url())).not.toContain("chrome-error://chromewebdata/");
  await expect(preview.getByRole("link", { name: "PDF: aula.pdf" })).toBeVisible();
});
