import { expect, test, type Page } from "./support/test";
import { signIn } from "./support/sign-in";
import { testNow } from "../tests/support/test-now";
import { api, atSchool } from "./support/bookings";

/**
 * Every page fits a phone: at 390×844 nothing makes the page scroll sideways (wide tables and the
 * navigation scroll inside their own boxes). Checked once the page's data has arrived.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function expectFits(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
}

async function firstId(page: Page, path: string): Promise<string> {
  const body = await (await page.request.get(path)).json();
  return (Array.isArray(body) ? body : body.items)[0].id;
}

test("the sign-in page fits a phone", async ({ page }) => {
  await expectFits(page, "/sign-in");
});

test("every page of a school admin fits a phone", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "ana@example.com");
  const question = await firstId(page, "/api/exams/questions-db?limit=1");
  const exam = await firstId(page, "/api/exams?limit=1");
  const discipline = await firstId(page, "/api/disciplines");
  const report = await page.request.post("/api/reports/questions", {
    headers: { origin: new URL(page.url()).origin, accept: "application/json" },
    data: { start_date: 0, end_date: testNow().getTime() },
  });
  const studentQuestion = ((await report.json()) as { question_id: string }[])[0]!.question_id;
  for (const path of [
    "/",
    "/questions",
    "/questions/new",
    "/questions/import",
    `/questions/${question}`,
    "/exams",
    "/exams/new",
    `/exams/${exam}`,
    `/exams/${exam}/preview`,
    "/performance",
    `/performance?exam_id=${exam}`,
    "/disciplines",
    "/disciplines/new",
    `/disciplines/${discipline}`,
    "/calendar",
    "/reports",
    "/audit",
    "/settings/tokens",
    `/student-questions/${studentQuestion}`,
    "/no-such-page",
  ])
    await expectFits(page, path);
});

test("a teacher's pages fit a phone", async ({ page }) => {
  await signIn(page, "tiago@example.com");
  // A block on the last day of the week shown (at 05:00, in no other test's way): the blocks table is on the
  // calendar page then, and the grids hold a chip in their last column, far outside the phone's width, whose
  // screen-reader text once widened the page.
  const teacherId = ((await api(page, "GET", "/api/me")).body as { id: string }).id;
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(testNow());
  const sunday = new Date(Date.parse(`${today}T12:00:00Z`));
  sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7));
  const day = sunday.toISOString().slice(0, 10);
  const block = {
    teacher_id: teacherId,
    start_date: atSchool(day, 5 * 60),
    end_date: atSchool(day, 5 * 60 + 30),
    reason: "Reunião de planejamento pedagógico",
  };
  expect((await api(page, "POST", "/api/bookings/availability-blocks", block)).status).toBe(201);
  for (const path of ["/", "/questions", "/exams", "/performance", "/settings/tokens", "/calendar"])
    await expectFits(page, path);
  // The calendar, last: its month view too.
  await page.getByRole("button", { name: "Mês", exact: true }).click();
  await expect(page.getByRole("button", { name: "Mês", exact: true })).toHaveAttribute("aria-pressed", "true");
  // The view's switch navigates nowhere (networkidle would not wait): the block's chip says its data is in.
  const month = page.getByRole("region", { name: "Grade do mês" });
  await expect(month.getByRole("button", { name: `Bloqueio: ${block.reason}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true });

  test("a multiple select says nothing of Ctrl where a tap chooses; a mouse's screen still does", async ({
    page,
    browser,
  }) => {
    const ctrl = /Ctrl \(ou ⌘\)/;
    await signIn(page, "ana@example.com");
    await page.goto("/performance");
    await expect(page.getByLabel("Grupos", { exact: true })).toHaveAccessibleDescription(
      "Nenhum escolhido: todos os seus grupos.",
    );
    await expect(page.getByText(ctrl)).toBeHidden();
    await page.goto("/exams/new");
    await expect(page.getByRole("listbox", { name: "Grupos 1" })).toBeVisible();
    await expect(page.getByText(ctrl)).toBeHidden();

    const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 }, hasTouch: false });
    const mouse = await desktop.newPage();
    await signIn(mouse, "ana@example.com");
    await mouse.goto("/performance");
    await expect(mouse.getByLabel("Grupos", { exact: true })).toHaveAccessibleDescription(
      "Nenhum escolhido: todos os seus grupos. Use Ctrl (ou ⌘) para escolher vários.",
    );
    await desktop.close();
  });
});
