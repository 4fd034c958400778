import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";

test("creates an API token, calls /api/me with it, and revokes it", async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "ana@example.com");
  await page.getByRole("navigation").getByRole("link", { name: "Tokens de API" }).click();
  // Until the new page's heading shows, axe may run on the page being left, its title removed mid-check.
  await expect(page.getByRole("heading", { level: 1, name: "Tokens de API" })).toBeVisible();
  await expectAccessible(page, "the API tokens");
  await page.getByRole("button", { name: "Criar token" }).click();
  await expect(page.getByLabel("Nome do token")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "the API tokens' form without a name");
  await page.getByLabel("Nome do token").fill("Integração ERP");
  await page.getByRole("button", { name: "Criar token" }).click();
  const token = (await page.getByTestId("new-token").textContent())?.trim() ?? "";
  expect(token).toMatch(/^lpa_/);
  await expectAccessible(page, "the API tokens with a new token shown");

  const me = await request.get("/api/me", { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  const body = await me.json();
  expect(body.email).toBe("ana@example.com");
  expect(body.schools.map((s: { name: string }) => s.name)).toEqual(["Escola Aurora"]);

  // Revoked on a phone's width, the one-time secret goes with it.
  await page.setViewportSize({ width: 390, height: 844 });
  const row = page.getByRole("row", { name: /Integração ERP/ });
  page.once("dialog", (dialog) => dialog.accept());
  await row.getByRole("button", { name: "Revogar" }).click();
  await expect(row.getByText(/Revogado/)).toBeVisible();
  await expect(page.getByTestId("new-token")).toHaveCount(0);
  await expect(page.getByText("Copie o token agora")).toHaveCount(0);
  await expectAccessible(page, "the API tokens after a revoke, on a phone");
  const after = await request.get("/api/me", { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  expect((await after.json()).error.code).toBe("UNAUTHORIZED");
});

test("a student sees why they cannot create a token, and no form", async ({ page }) => {
  await signIn(page, "sofia@example.com");
  await page.getByRole("navigation").getByRole("link", { name: "Tokens de API" }).click();
  const why = page.getByText("Só professores e administradores criam tokens de API.", { exact: false });
  await expect(why).toBeVisible();
  await expect(page.getByRole("button", { name: "Criar token" })).toHaveCount(0);
  await expectAccessible(page, "the API tokens of a student");
});

test("the API answers 401 in JSON without a credential and serves its OpenAPI document", async ({ request }) => {
  const response = await request.get("/api/me");
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ error: { code: "UNAUTHORIZED" } });
  const doc = await (await request.get("/api/openapi.json")).json();
  expect(doc.openapi).toBe("3.1.0");
  expect(doc.paths["/api/me"].get).toBeDefined();
  const page = await request.get("/sign-in");
  expect(page.headers()).toMatchObject({
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
  });
  expect(page.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  const docs = await request.get("/api/docs");
  expect(await docs.text()).toContain("/api/openapi.json");
});
