import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { api, atSchool } from "./support/bookings";
import { signIn } from "./support/sign-in";

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const viewports = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

for (const viewport of viewports) {
  test(`a readable entry: its record's name, field labels, names, the school's time (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const name = `Astronomia ${crypto.randomUUID().slice(0, 8)}`;
    await signIn(page, "ana@example.com");
    await page.goto("/disciplines/new");
    await page.getByLabel("Nome", { exact: true }).fill(name);
    await page.getByRole("checkbox", { name: "Escola Aurora" }).check();
    const areas = page.getByRole("group", { name: "Áreas do conhecimento (BNCC)" });
    await areas.getByLabel("Ciências da Natureza").check();
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    await expect(page).toHaveURL(/\/disciplines\/\d+/);
    const id = /\/disciplines\/(\d+)/.exec(page.url())![1]!;

    await page.goto(`/audit?entity_type=discipline&entity_id=${id}`);
    const row = page.getByRole("row", { name: /Disciplina criada/ });
    await expect(row.getByRole("link", { name })).toHaveAttribute("href", `/disciplines/${id}`);
    // The time in the school's zone (São Paulo), whatever the browser's (UTC in these specs).
    const at = await row.locator("time").getAttribute("datetime");
    const local = new Intl.DateTimeFormat("pt-BR", {
      dateStyle: "short",
      timeStyle: "medium",
      timeZone: "America/Sao_Paulo",
    }).format(new Date(at!));
    await expect(row.locator("time")).toHaveText(local);

    await row.getByRole("button", { name: "Ver alterações" }).click();
    const diff = page.getByRole("table", { name: `Alterações de Disciplina criada: ${name}` });
    const field = (label: string) =>
      diff.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });
    await expect(field("Nome").getByRole("cell").nth(1)).toHaveText(name);
    await expect(field("Escolas proprietárias").getByRole("cell").nth(1)).toHaveText("Escola Aurora");
    await expect(field("Áreas do conhecimento (BNCC)").getByRole("cell").nth(1)).toHaveText("Ciências da Natureza");
    await expect(field("Nome interno").getByRole("cell").nth(1)).toHaveText("—");
    await expect(diff.getByRole("rowheader", { name: "owner_ids" })).toHaveCount(0);
    expect(await page.getByRole("main").innerText()).not.toMatch(uuid);
    await expectAccessible(page, `the audit log with a readable diff at ${viewport.width} px`);
  });
}

test("a school admin's API token filter finds the tokens of the school's teachers", async ({ page }) => {
  const name = `Planilha ${crypto.randomUUID().slice(0, 8)}`;
  await signIn(page, "tiago@example.com");
  await page.goto("/settings/tokens");
  await page.getByLabel("Nome do token").fill(name);
  await page.getByRole("button", { name: "Criar token" }).click();
  await expect(page.getByTestId("new-token")).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, "ana@example.com");
  await page.goto("/audit");
  await page.getByLabel("Registro", { exact: true }).selectOption({ label: "Token de API" });
  const row = page.getByRole("row", { name: new RegExp(`Token de API criado.*${name}`) });
  await expect(row).toContainText("Tiago Ferreira");
  await row.getByRole("button", { name: "Ver alterações" }).click();
  const diff = page.getByRole("table", { name: `Alterações de Token de API criado: ${name}` });
  const owner = diff.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Dono", exact: true }) });
  await expect(owner.getByRole("cell").nth(1)).toHaveText("Tiago Ferreira");
});

test.describe("in a browser far from the school (Tokyo)", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("a series' repetition reads as words, its end day the school's", async ({ page }) => {
    await signIn(page, "tiago@example.com");
    const me = (await api(page, "GET", "/api/me")).body as { id: string };
    // A Monday in 2029 far from other runs' series, 07:00–08:00 in São Paulo, four weeks on Mondays and Wednesdays.
    const monday = new Date(Date.UTC(2029, 0, 1 + 7 * Math.floor(Math.random() * 40)));
    const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const until = atSchool(day(23), 23 * 60);
    const created = await api(page, "POST", "/api/bookings/availability-series", {
      teacher_id: me.id,
      start_date: atSchool(day(0), 7 * 60),
      end_date: atSchool(day(0), 8 * 60),
      by_day: ["MO", "WE"],
      until,
      reason: "Formação",
    });
    expect(created.status).toBe(201);
    const [y, m, d] = day(23).split("-");

    await page.context().clearCookies();
    await signIn(page, "ana@example.com");
    await page.goto(`/audit?entity_type=availability_series&entity_id=${created.body.id}`);
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      const row = page.getByRole("row", { name: /Bloqueio recorrente/ }).first();
      // Opened at the first width, it stays open ("Ocultar alterações") at the next.
      const toggle = row.getByRole("button", { name: /^(Ver|Ocultar) alterações$/ });
      if ((await toggle.textContent()) === "Ver alterações") await toggle.click();
      const diff = page.getByRole("table", { name: /^Alterações de / });
      const repetition = diff
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: "Repetição", exact: true }) });
      await expect(repetition.getByRole("cell").nth(1)).toHaveText(
        `Toda semana, às segundas e quartas, até ${d}/${m}/${y}`,
      );
      await expect(diff).not.toContainText("FREQ=");
      await expectAccessible(page, `a series' entry with its repetition in words at ${viewport.width} px`);
    }
  });
});
