import { expect, type Cookie, type Page } from "@playwright/test";

export const demoPassword = "demo-password";

/**
 * The session cookies of each account this worker has signed in: a worker serves one lane (one server), whose specs
 * run one after another. The sign-in form stays tested where it is the subject (shell, security).
 */
const sessions = new Map<string, Cookie[]>();

/** Signs in on the sign-in page, or with the account's earlier session while the server still takes it. */
export async function signIn(page: Page, email: string) {
  const saved = sessions.get(email);
  if (saved) {
    await page.context().addCookies(saved);
    await page.goto("/");
    // A sign-out, anywhere, ends the session: the app sends the page to sign in again.
    if (!new URL(page.url()).pathname.startsWith("/sign-in")) {
      await expect(page.getByRole("button", { name: "Sair" })).toBeVisible();
      return;
    }
    await page.context().clearCookies();
  }
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(demoPassword);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("button", { name: "Sair" })).toBeVisible();
  sessions.set(email, await page.context().cookies());
}
