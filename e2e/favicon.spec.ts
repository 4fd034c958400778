import { expect, test } from "./support/test";
import { signIn } from "./support/sign-in";

test("every page has the app's icon, before and after signing in: no request answers 404", async ({ page }) => {
  const missing: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto("/sign-in");
  const icon = await page.request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/^image\//);
  expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute("href", /^\/favicon\.ico/);
  await signIn(page, "ana@example.com");
  await page.goto("/questions");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(missing).toEqual([]);
});
