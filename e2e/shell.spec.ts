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

  test("fits a phone: the navigation is a strip above the page that says it scrolls", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "ana@example.com");
    const nav = page.getByRole("navigation");
    const more = nav.getByRole("button", { name: "Mais seções" });
    const back = nav.getByRole("button", { name: "Seções anteriores" });
    await expect(nav.getByRole("link", { name: "Painel" })).toBeInViewport();
    await expect(nav.getByRole("link", { name: "Tokens de API" })).not.toBeInViewport();
    await expect(back).toHaveAttribute("aria-disabled", "true");
    await expect(more).not.toHaveAttribute("aria-disabled");
    await expectAccessible(page, "the home page on a phone");
    // The button scrolls on, from the keyboard too, up to the strip's end.
    await more.focus();
    await expect(async () => {
      await page.keyboard.press("Enter");
      await expect(more).toHaveAttribute("aria-disabled", "true", { timeout: 400 });
    }).toPass();
    await expect(nav.getByRole("link", { name: "Tokens de API" })).toBeInViewport();
    await expect(more).toHaveAttribute("aria-disabled", "true");
    await expect(back).not.toHaveAttribute("aria-disabled");
    await expect(more).toBeFocused();
    await nav.getByRole("link", { name: "Tokens de API" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tokens de API" })).toBeVisible();
    // Opened afresh, the current section is in view.
    await page.reload();
    await expect(nav.getByRole("link", { name: "Tokens de API" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Tokens de API" })).toBeInViewport();
    await expectAccessible(page, "the API tokens on a phone");
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(more).toBeHidden();
    await expect(nav.getByRole("link", { name: "Painel" })).toBeInViewport();
  });

  test("a page the role may not open says whom it is for, at once, with the way home", async ({ page }) => {
    await signIn(page, "tiago@example.com");
    for (const [viewport, path] of [
      [{ width: 1440, height: 900 }, "/reports"],
      [{ width: 390, height: 844 }, "/audit"],
    ] as const) {
      await page.setViewportSize(viewport);
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Sem acesso a esta área" })).toBeVisible({
        timeout: 1_000,
      });
      await expect(page.getByText("Esta área é para os administradores das escolas.")).toBeVisible();
      await expectAccessible(page, `${path} refused to a teacher at ${viewport.width} px`);
    }
    await page.getByRole("link", { name: "Ir para o painel" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.context().clearCookies();
    await signIn(page, "sofia@example.com");
    await page.goto("/questions");
    await expect(page.getByText("Esta área é para professores e administradores das escolas.")).toBeVisible();
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
