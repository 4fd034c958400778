import { randomInt } from "node:crypto";
import http from "node:http";
import { expect, test, type Page } from "./support/test";
import { demoPassword, signIn } from "./support/sign-in";

/** Violations as the page itself sees them, plus Chromium's console reports of blocked content. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

test("pages carry a nonce-based script policy and nothing on them breaks it", async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto("/sign-in");
  const policy = response!.headers()["content-security-policy"]!;
  const scriptSrc = policy
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src "))!;
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"])
    expect(policy).toContain(directive);
  const again = await page.request.get("/sign-in");
  expect(again.headers()["content-security-policy"]).not.toBe(policy);

  await signIn(page, "ana@example.com");
  for (const [name, path] of [
    ["Banco de questões", "/questions"],
    ["Agenda", "/calendar"],
    ["Disciplinas", "/disciplines"],
  ] as const) {
    await page.getByRole("navigation").getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(path));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(await violations()).toEqual([]);
});

const submit = (page: Page) =>
  Promise.all([
    page.waitForResponse((r) => r.url().includes("/api/auth/callback/credentials")),
    page.getByRole("button", { name: "Entrar" }).click(),
  ]);

test("the sign-in page says so when an e-mail has failed too often, and others still sign in", async ({ page }) => {
  const email = `locked-${Date.now()}@example.com`;
  await page.goto("/sign-in");
  const alert = page.locator("form").getByRole("alert");
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha").fill("wrong-password");
    await submit(page);
    await expect(alert).toHaveText("E-mail ou senha incorretos.");
  }
  await page.getByLabel("Senha").fill(demoPassword);
  await submit(page);
  await expect(alert).toHaveText(/Muitas tentativas sem sucesso/);
  await signIn(page, "tiago@example.com");
});

test("signing out ends the session: a copy of the cookie is refused afterwards", async ({ page, request, baseURL }) => {
  await signIn(page, "bruno@example.com");
  const session = (await page.context().cookies()).find((c) => c.name.endsWith("next-auth.session-token"))!;
  const me = () => request.get("/api/me", { headers: { cookie: `${session.name}=${session.value}` } });
  expect((await me()).status()).toBe(200);
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  expect((await me()).status()).toBe(401);
  await signIn(page, "bruno@example.com");
  const callbackUrl = encodeURIComponent("http://127.0.0.1:1.evil.example/");
  const foreign = await page.request.post(`${baseURL}/api/auth/callback/credentials?callbackUrl=${callbackUrl}`, {
    form: { email: "bruno@example.com", password: demoPassword, csrfToken: "x", json: "true" },
  });
  expect(foreign.status()).toBeLessThan(500);
  expect(new URL((await foreign.json()).url).origin).not.toContain("evil");
});

/** A GET sent from another loopback address, so that the block it causes does not reach the other tests' 127.0.0.1. */
const getFrom = (localAddress: string, url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    http
      .get(url, { headers, localAddress }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, retryAfter: response.headers["retry-after"] });
      })
      .once("error", reject);
  });

test("failed token checks from one address are refused after 20, whatever X-Forwarded-For it sends", async ({
  request,
  baseURL,
}) => {
  const address = `127.0.${randomInt(1, 255)}.${randomInt(2, 255)}`;
  const statuses: number[] = [];
  let refused: { status: number; retryAfter: string | undefined } | undefined;
  // The window is a fixed minute: one boundary inside the loop restarts the count, never two.
  while (!refused && statuses.length < 41) {
    const response = await getFrom(address, `${baseURL}/api/me`, {
      authorization: `Bearer lpa_guess-${statuses.length}`,
      "x-forwarded-for": `10.0.0.${statuses.length}`,
    });
    statuses.push(response.status);
    if (response.status !== 401) refused = response;
  }
  expect(refused?.status).toBe(429);
  expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
  expect(statuses.length).toBeGreaterThan(20);
  expect((await request.get("/api/me", { headers: { authorization: "Bearer lpa_guess" } })).status()).toBe(401);
});
