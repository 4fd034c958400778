import { expect, type Page } from "@playwright/test";

/** A toast with this text is shown, and inside the viewport wherever the page is scrolled. */
export async function expectToast(page: Page, text: string | RegExp) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text }).last();
  await expect(toast).toBeVisible();
  // Toasts slide in: measured once they have arrived.
  await expect(async () => {
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width);
  }).toPass({ timeout: 5_000 });
  return toast;
}
