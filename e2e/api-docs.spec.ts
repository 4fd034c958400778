import { expect, test } from "./support/test";

test("the API reference renders from our origin, under its policy, and finds an operation by searching", async ({
  page,
}) => {
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
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { level: 1, name: /Learning platform admin API/ })).toBeVisible();
  await expect(page.locator("p", { hasText: "API tokens page of the admin app" })).toBeVisible();

  const search = page.getByPlaceholder("Search...");
  await search.fill("Copy an exam");
  const result = page.getByRole("menuitem").filter({ hasText: "Copy an exam" }).first();
  await expect(result).toBeVisible();
  await result.click();
  // Its curl line, beside the generated payload sample.
  const operation = page.locator('[data-section-id$="operation/postExamsDuplicates"]');
  await operation.getByRole("tab", { name: "curl" }).click();
  await expect(operation.locator("pre", { hasText: 'curl -X POST "$API/api/exams/duplicates"' })).toBeVisible();
  expect(violations).toEqual([]);
  expect(outside).toEqual([]);
});
