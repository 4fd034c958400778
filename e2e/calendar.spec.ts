import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { api, bookOn } from "./support/bookings";
import { signIn } from "./support/sign-in";
import { testNow } from "../tests/support/test-now";
import { expectToast } from "./support/toast";

const reason = "Consulta médica E2E";
const SCHOOL_ZONE = "America/Sao_Paulo";

async function openCalendar(page: Page) {
  await page.getByRole("navigation").getByRole("link", { name: "Agenda" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Semana" })).toHaveAttribute("aria-pressed", "true");
}

/** The week's blocks and bookings have loaded. */
async function settled(page: Page) {
  await expect(page.getByRole("heading", { level: 2, name: "Bloqueios" })).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
}

async function nextWeek(page: Page) {
  await page.getByRole("button", { name: "Próxima" }).click();
  await settled(page);
}

/** The days of next week (Monday first) at the school, as "YYYY-MM-DD". */
function nextWeekDays(): string[] {
  const today = Date.parse(
    `${new Intl.DateTimeFormat("en-CA", { timeZone: SCHOOL_ZONE }).format(testNow())}T00:00:00Z`,
  );
  const monday = today + (7 - ((new Date(today).getUTCDay() + 6) % 7)) * 86_400_000;
  return Array.from({ length: 5 }, (_, i) => new Date(monday + i * 86_400_000).toISOString().slice(0, 10));
}

test("a teacher drags over a booking to block it and cancel it; the school admin sees the block", async ({ page }) => {
  // Two sign-ins, a dozen loads of the calendar and five axe runs: past the default timeout on a shared 2-core machine.
  test.setTimeout(120_000);
  await signIn(page, "tiago@example.com");
  // The seed's upcoming bookings are few and random: on some dates none falls in the weeks ahead. One of its own.
  const teacherId = ((await api(page, "GET", "/api/me")).body as { id: string }).id;
  let booked = false;
  for (const day of nextWeekDays()) if (!booked) booked = await bookOn(page, teacherId, day);
  expect(booked, "a booking next week").toBe(true);
  await openCalendar(page);
  // A teacher manages only their own calendar.
  await expect(page.getByRole("combobox", { name: "Professor" })).toBeDisabled();
  await expect(page.getByRole("combobox", { name: "Professor" })).toHaveValue(/.+/);
  await expect(page.getByRole("button", { name: /^Segunda-feira \d{2}\/\d{2} 09:00$/ })).toHaveCount(1);
  await settled(page);
  await expectAccessible(page, "a teacher's calendar");

  // From next week on (wholly upcoming), the first week with one of his bookings.
  const bookings = page.getByRole("listitem").filter({ hasText: "Agendamento:" });
  let weeks = 0;
  do {
    await nextWeek(page);
    weeks++;
  } while ((await bookings.count()) === 0 && weeks < 8);
  const booking = bookings.first();
  await expect(booking).toBeVisible();
  const student = (await booking.locator("span").nth(1).innerText()).trim();

  // Drag over the booking's cells: the boxes of bookings let the pointer through to the cells.
  await booking.scrollIntoViewIfNeeded();
  const box = await booking.boundingBox();
  if (!box) throw new Error("The booking has no box");
  const x = box.x + box.width / 2;
  await page.mouse.move(x, box.y + 3);
  await page.mouse.down();
  await page.mouse.move(x, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(x, box.y + box.height - 3, { steps: 4 });
  await page.mouse.up();

  const dialog = page.getByRole("dialog", { name: "Novo bloqueio" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Início")).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:[03]0$/);
  await expect(dialog.getByLabel("Fim")).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:[03]0$/);
  await expect(dialog.getByRole("list", { name: "Agendamentos neste horário" })).toContainText(student);
  await expect(dialog.getByLabel("Motivo")).toBeFocused();
  await expectAccessible(page, "the new block dialog over bookings");
  const start = await dialog.getByLabel("Início").inputValue();
  const end = await dialog.getByLabel("Fim").inputValue();
  await dialog.getByRole("checkbox", { name: "Cancelar estes agendamentos" }).check();
  await dialog.getByLabel("Motivo").fill(reason);
  await dialog.getByRole("button", { name: "Salvar" }).click();

  await expect(dialog).toBeHidden();
  await expectToast(page, /Bloqueio criado\. \d+ agendamentos? cancelados?\./);
  await expect(page.getByRole("button", { name: new RegExp(`Bloqueio: ${reason}`) })).toBeVisible();
  const table = page.getByRole("table", { name: "Bloqueios" });
  await expect(table.getByRole("row").filter({ hasText: reason })).toContainText("Tiago Ferreira");
  await expectAccessible(page, "the calendar with a new block");

  // The same time again: the schema's errors beside the fields, then the server's overlap (409) in the form.
  await page.getByRole("button", { name: "Novo bloqueio" }).click();
  const again = page.getByRole("dialog", { name: "Novo bloqueio" });
  await expect(again.getByLabel("Início")).toBeFocused();
  await again.getByRole("button", { name: "Salvar" }).click();
  await expect(again.getByLabel("Início")).toHaveAccessibleDescription("Preencha este campo.");
  await expect(again.getByLabel("Motivo")).toHaveAccessibleDescription("Preencha este campo.");
  await expectAccessible(page, "the block dialog with the schema's errors");
  await again.getByLabel("Início").fill(start);
  await again.getByLabel("Fim").fill(end);
  await again.getByLabel("Motivo").fill("Outro motivo");
  await expect(again.getByText("Nenhum agendamento neste horário.")).toBeVisible();
  await again.getByRole("button", { name: "Salvar" }).click();
  await expect(again.getByRole("alert")).toHaveText(
    "Este professor já tem um bloqueio que se sobrepõe a este horário.",
  );
  await expectAccessible(page, "the block dialog refused by the server");
  await again.getByRole("button", { name: "Cancelar", exact: true }).click();
  await expect(again).toBeHidden();
  await expect(table.getByRole("row").filter({ hasText: reason })).toHaveCount(1);

  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  await signIn(page, "ana@example.com");
  await openCalendar(page);
  await page.getByRole("combobox", { name: "Professor" }).selectOption({ label: "Tiago Ferreira" });
  await settled(page);
  for (let i = 0; i < weeks; i++) await nextWeek(page);
  const row = page.getByRole("table", { name: "Bloqueios" }).getByRole("row").filter({ hasText: reason });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Tiago Ferreira");
  await expectAccessible(page, "a school admin's calendar");
  await page.getByRole("button", { name: "Mês" }).click();
  await expect(page.getByRole("button", { name: "Mês" })).toHaveAttribute("aria-pressed", "true");
  await settled(page);
  await expectAccessible(page, "the calendar's month");
});
