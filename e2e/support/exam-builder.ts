import type { Locator, Page } from "@playwright/test";

/** The exam's list of chosen questions on its page. */
export const chosenList = (page: Page) => page.getByRole("list", { name: "Questões da prova", exact: true });

/** The exam's questions (not the answer lists of an open preview inside them). */
export const chosenItems = (page: Page) => chosenList(page).locator(":scope > li");

/** The question ids of the exam's list, in order (kept in an attribute: the page shows texts, not ids). */
export async function chosenIds(page: Page): Promise<string[]> {
  const items = await chosenItems(page).all();
  return Promise.all(items.map(async (item) => (await item.getAttribute("data-question-id")) ?? ""));
}

/** The rendered text of a row's question (its excerpt). */
export const excerptText = async (item: Locator) =>
  ((await item.locator("[data-slot=markdown-view]").first().textContent()) ?? "").trim();

/** The values chosen in a multiple select. */
export const selectedValues = (select: Locator) =>
  select.evaluate((s: HTMLSelectElement) => [...s.selectedOptions].map((o) => o.value));
