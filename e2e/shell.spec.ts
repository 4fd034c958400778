import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";

const roles = [
  { email: "admin@example.com", role: "Administrador da plataforma", schools: ["Escola Aurora", "Colégio Boreal"] },
  { email: "ana@example.com", role: "Administrador escolar", schools: ["Escola Aurora"], hidden: "Colégio Boreal" },
  { email: "bruno@example.com", role: "Administrador escolar", schools: ["Colégio Boreal"], hidden: "Escola Aurora" },
  { email: "tiago@example.com", role: "Professor", schools: ["Escola Aurora"], hidden: "Colégio Boreal" },
];

test.describe("admin shell", () => {
  test("redirects to sign-in without a session and refuses a wrong password", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/sign-in/);
    await expectAccessible(page, "the sign-in page");
    await page.getByLabel("E-mail").fill("ana@example.com");
    await page.getByLabel("Senha").fill("wrong-password");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByText("E-mail ou senha incorretos.")).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in/);
    await expectAccessible(page, "the sign-in page refusing a password");
  });

  for (const account of roles) {
    test(`shows the shell to ${account.email}`, async ({ page }) => {
      await signIn(page, account.email);
      const main = page.getByRole("main");
      await expect(page.getByText(account.role).first()).toBeVisible();
      for (const school of account.schools) await expect(main.getByText(school).first()).toBeVisible();
      if (account.hidden) await expect(main.getByText(account.hidden)).toHaveCount(0);
      await expect(page.getByRole("navigation").getByRole("link", { name: "Tokens de API" })).toBeVisible();
      await expectAccessible(page, `the home page of ${account.email}`);
      await page.getByRole("button", { name: "Sair" }).click();
      await expect(page).toHaveURL(/\/sign-in/);
    });
  }

  test("shows a student the shell without the admin areas", async ({ page }) => {
    await signIn(page, "sofia@example.com");
    await expect(page.getByText("Aluno").first()).toBeVisible();
    await expect(
      page
        .getByRole("main")
        .getByText(/equipe|staff/i)
        .first(),
    ).toBeVisible();
    await expectAccessible(page, "a student's home page");
  });

  test("fits a phone: the navigation wraps into a row above the page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "ana@example.com");
    const nav = page.getByRole("navigation");
    await expect(nav.getByRole("link", { name: "Painel" })).toBeVisible();
    await expectAccessible(page, "the home page on a phone");
    await nav.getByRole("link", { name: "Banco de questões" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Banco de questões" })).toBeVisible();
    await expectAccessible(page, "the question bank on a phone");
  });

  test("switches the language to English and back", async ({ page }) => {
    await signIn(page, "ana@example.com");
    await page.getByRole("combobox", { name: "Idioma" }).selectOption({ label: "English" });
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // Next streams the metadata after the refresh: the title follows the language a moment later.
    await expect(page).toHaveTitle("Platform admin");
    await expectAccessible(page, "the home page in English");
    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Português" });
    await expect(page.getByRole("button", { name: "Sair" })).toBeVisible();
  });
});
