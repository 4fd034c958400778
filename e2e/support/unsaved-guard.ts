import { expect, type Dialog, type Page } from "@playwright/test";

/**
 * Leaving an edited form asks first, by an in-app link and by the back button: dismissing keeps the page and the
 * edit (`edited` checks it), accepting leaves.
 */
export async function expectLeavingAsks(page: Page, leave: () => Promise<void>, edited: () => Promise<void>) {
  const here = page.url();
  const asked: string[] = [];
  const dismiss = (dialog: Dialog) => {
    asked.push(dialog.message());
    return dialog.dismiss();
  };
  page.on("dialog", dismiss);
  await leave();
  await expect.poll(() => asked.length).toBe(1);
  expect(page.url()).toBe(here);
  await edited();

  await page.goBack();
  await expect.poll(() => asked.length).toBe(2);
  expect(page.url()).toBe(here);
  await edited();
  page.off("dialog", dismiss);

  page.once("dialog", (dialog) => dialog.accept());
  await leave();
  await expect.poll(() => page.url()).not.toBe(here);
  return asked;
}
