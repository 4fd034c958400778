import { expect, type Page } from "@playwright/test";
import { signIn } from "./sign-in";

/** Ana's new-question editor: its statement field, the statement's preview and the preview's drawn markdown. */
export async function openQuestionEditor(page: Page) {
  await signIn(page, "ana@example.com");
  await page.goto("/questions/new");
  await expect(page.getByRole("heading", { level: 1, name: "Nova questão" })).toBeVisible();
  const field = page.getByLabel("Enunciado", { exact: true });
  const preview = page.getByRole("region", { name: "Pré-visualização do enunciado" });
  return { field, preview, view: preview.locator("[data-slot=markdown-view]") };
}
