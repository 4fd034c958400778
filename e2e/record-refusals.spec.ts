import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";

/**
 * A record page for a record that does not exist, or one of another school, is the not-found page with status 404,
 * decided on the server before the page streams (found-or-not-found.ts): the same answer for both, so the page tells
 * no one which records exist, and nothing of the record's form.
 */
async function expectNotFound(page: Page, path: string) {
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
  await expect(page.getByText("Carregando…")).toBeHidden();
  await expect(page.getByRole("button", { name: "Salvar", exact: true })).toBeHidden();
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a record that is missing or another school's is the not-found page, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // One of Colégio Boreal's questions, as Bruno (its admin) lists them.
    await signIn(page, "bruno@example.com");
    const list = await (await page.request.get("/api/exams/questions-db?limit=1")).json();
    const boreal = (list.items as { id: string }[])[0]!.id;
    await page.context().clearCookies();

    await signIn(page, "ana@example.com");
    await expectNotFound(page, `/questions/${boreal}`);
    await expectAccessible(page, "another school's question");
    await expectNotFound(page, "/questions/00000000-0000-4000-8000-000000000000");
    await expectNotFound(page, "/disciplines/999999");
    await expectAccessible(page, "a missing discipline");
  });
}
