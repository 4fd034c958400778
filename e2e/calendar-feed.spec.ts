import { expect, test, type Page } from "./support/test";
import ical, { type VEvent } from "node-ical";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";

async function openPanel(page: Page) {
  await page.getByRole("navigation").getByRole("link", { name: "Agenda" }).click();
  const panel = page.getByRole("heading", { level: 2, name: "Assinar no seu calendário" });
  await panel.scrollIntoViewIfNeeded();
  await expect(panel).toBeVisible();
}

test("a teacher makes a calendar URL, a calendar client reads it, and revoking it stops it", async ({
  page,
  request,
}) => {
  await signIn(page, "tiago@example.com");
  await openPanel(page);
  const own = page.getByRole("region", { name: "Sua agenda" });
  await expect(own.getByText("Nenhum URL ativo")).toBeVisible();
  await expectAccessible(page, "the calendar feed panel");

  await own.getByRole("button", { name: "Criar URL" }).click();
  await expectToast(page, "URL da agenda criado.");
  const url = (await page.getByTestId("calendar-feed-url").textContent())?.trim() ?? "";
  expect(url).toMatch(/\/api\/calendar\/lpc_[\w-]{43}\.ics$/);
  await expect(own.getByText(/URL ativo desde/)).toBeVisible();
  await expectAccessible(page, "the calendar feed panel with a new URL shown");

  // A calendar client: no cookie, only the URL.
  const feed = await request.get(url, { headers: { cookie: "" } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const parsed = ical.sync.parseICS(await feed.text());
  const components = Object.values(parsed);
  expect(components.some((c) => c?.type === "VTIMEZONE" && c.tzid === "America/Sao_Paulo")).toBe(true);
  const events = components.filter((c): c is VEvent => c?.type === "VEVENT");
  expect(events.some((e) => e.uid.startsWith("block-"))).toBe(true);
  for (const event of events) expect(event.start.tz).toBe("America/Sao_Paulo");

  page.once("dialog", (dialog) => dialog.accept());
  await own.getByRole("button", { name: "Revogar" }).click();
  await expectToast(page, "URL da agenda revogado.");
  await expect(own.getByText("Nenhum URL ativo")).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
});

test("a school admin has one URL per school they administer", async ({ page }) => {
  await signIn(page, "ana@example.com");
  await openPanel(page);
  const school = page.getByRole("region", { name: "Escola Aurora" });
  await expect(school.getByRole("button", { name: "Criar URL" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Colégio Boreal" })).toHaveCount(0);
  await expectAccessible(page, "the calendar feed panel of a school admin");
});
