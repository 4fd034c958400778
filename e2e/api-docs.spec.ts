import { expectAccessible } from "./support/axe";
import { expect, test } from "./support/test";

test("the API reference renders under its policy, is searched in English and Portuguese, passes axe", async ({
  page,
}) => {
  // axe reads the whole reference (every operation, about 26 000 elements) twice.
  test.slow();
  const violations: string[] = [];
  page.on("console", (message) => {
    // Redoc's own "API docs by Redocly" logo comes from its CDN: the policy blocks it, and nothing else may be.
    if (message.text().includes("https://cdn.redoc.ly/redoc/logo-mini.svg")) return;
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  // Nothing is fetched from anywhere but the app: the reference works on a closed network.
  const outside: string[] = [];
  page.on("requestfinished", (request) => {
    if (!/^(http:\/\/127\.0\.0\.1:\d+\/|data:|blob:)/.test(request.url())) outside.push(request.url());
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { level: 1, name: /Learning platform admin API/ })).toBeVisible();
  await expect(page.locator("p", { hasText: "API tokens page of the admin app" })).toBeVisible();
  // The JSON samples' fold toggles are 24 px squares (docs-html.ts), which axe's target-size asks for.
  const toggle = page.locator(".redoc-json .collapser:visible").first();
  expect(await toggle.boundingBox()).toMatchObject({ width: 24, height: 24 });

  const search = page.getByPlaceholder("Search...");
  await search.fill("Copy an exam");
  const result = page.getByRole("menuitem").filter({ hasText: "Copy an exam" }).first();
  await expect(result).toBeVisible();
  await result.click();
  // Its curl line, beside the generated payload sample.
  const operation = page.locator('[data-section-id$="operation/postExamsDuplicates"]');
  await operation.getByRole("tab", { name: "curl" }).click();
  const curl = operation.locator("pre", { hasText: 'curl -X POST "$API/api/exams/duplicates"' });
  await expect(curl).toBeVisible();
  // An admin's Portuguese word finds its operations too, typed with its accents or without (docs-words.ts).
  const results = page.locator('[data-role="search:results"]');
  await search.fill("questões");
  await expect(results.getByRole("menuitem", { name: /Create a question in the question database/ })).toBeVisible();
  await search.fill("relatorio");
  await expect(results.getByRole("menuitem", { name: /Weekly minutes per teacher/ })).toBeVisible();
  await expect(results.getByRole("menuitem", { name: /Create a question/ })).toHaveCount(0);
  // The words it was found by, shown; their unaccented forms are the index's only.
  const words = operation.locator('p[lang="pt-BR"]');
  await expect(words).toContainText("Em português: prova, provas, avaliação, duplicar, cópia, copiar, criar");
  expect(await words.innerText()).not.toContain("avaliacao");
  // One axe check of the whole page (26,000 elements, seconds each), in its fullest state: search results open.
  await expectAccessible(page, "the API reference, an operation found by searching, with its curl sample");

  // On a phone the curl line wraps inside its box instead of scrolling sideways (a region a keyboard cannot reach).
  await page.setViewportSize({ width: 390, height: 844 });
  await curl.scrollIntoViewIfNeeded();
  await expect(curl).toBeInViewport();
  expect(await curl.evaluate((pre) => pre.scrollWidth - pre.clientWidth)).toBe(0);
  expect(violations).toEqual([]);
  expect(outside).toEqual([]);
});
