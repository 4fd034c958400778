import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";

// The issue's own bound: a refusal is not retried (src/lib/trpc/retry-policy.ts), so the page says so within a
// second of the server's answer, where the retries' back-off (1, 2 and 4 s) once kept "Carregando…" on screen for
// about 7 s. Counted from the refusal rather than from the navigation: a cold editor's scripts on a shared machine
// are not what this measures.
const atOnce = { timeout: 1_000 };

/** The page's refusal, in its alert, within a second of the one refused answer; and nothing of the record's form. */
async function expectRefusal(page: Page, path: string, procedure: string, message: string) {
  const refused = page.waitForResponse((r) => r.url().includes("/api/trpc/") && r.url().includes(procedure));
  await page.goto(path);
  await refused;
  await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible(atOnce);
  await expect(page.getByText("Carregando…")).toBeHidden();
  await expect(page.getByRole("button", { name: "Salvar", exact: true })).toBeHidden();
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a record that is missing or another school's is said so at once, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // One of Colégio Boreal's questions, as Bruno (its admin) lists them.
    await signIn(page, "bruno@example.com");
    const list = await (await page.request.get("/api/exams/questions-db?limit=1")).json();
    const boreal = (list.items as { id: string }[])[0]!.id;
    await page.context().clearCookies();

    await signIn(page, "ana@example.com");
    await expectRefusal(
      page,
      `/questions/${boreal}`,
      "questions.get",
      "Esta questão pertence a uma escola fora do seu acesso.",
    );
    await expectAccessible(page, "another school's question");
    await expectRefusal(
      page,
      "/questions/00000000-0000-4000-8000-000000000000",
      "questions.get",
      "A questão não foi encontrada.",
    );
    await expectRefusal(page, "/disciplines/999999", "disciplines.get", "A disciplina não foi encontrada.");
    await expectAccessible(page, "a missing discipline");
  });
}
