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

const oneLine = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

/** The rendered text of a row's question (its excerpt, on one line, "…" where it was cut). */
export const excerptText = async (item: Locator) =>
  oneLine(await item.locator("[data-slot=markdown-excerpt]").first().textContent());

/** Whether a question's full text (a markdown view), on one line, is what its excerpt showed, or starts with it. */
export async function startsAsExcerpt(view: Locator, excerpt: string) {
  const full = oneLine(await view.textContent());
  return excerpt.endsWith("…") ? full.startsWith(excerpt.slice(0, -1)) : full === excerpt;
}

/** The values chosen in a multiple select. */
export const selectedValues = (select: Locator) =>
  select.evaluate((s: HTMLSelectElement) => [...s.selectedOptions].map((o) => o.value));
