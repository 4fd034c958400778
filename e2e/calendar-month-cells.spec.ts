import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { api, atSchool, bookOn } from "./support/bookings";
import { signIn } from "./support/sign-in";

// Its own date, whatever the run's (APP_NOW): Wednesday 25 November 2026, noon at the school (São Paulo, UTC−3).
// November 2026 starts on a Sunday and ends on a Monday, so its Monday-first grid runs from 26 October to 6 December.
const today = "2026-11-25";
const browserNow = new Date("2026-11-25T15:00:00Z");

/** One cell state of the month grid and whether Tiago (no weekend hours) can hold a booking on it. */
const cells = [
  { day: "2026-10-26", state: "outside the month, before it (a Monday)", booking: true },
  { day: "2026-10-31", state: "outside the month, a Saturday", booking: false },
  { day: "2026-11-23", state: "a past day of the month (a Monday)", booking: true },
  { day: today, state: "today", booking: true },
  { day: "2026-11-28", state: "a Saturday of the month", booking: false },
  { day: "2026-11-29", state: "a Sunday of the month", booking: false },
  { day: "2026-12-01", state: "outside the month, after it (a Tuesday)", booking: true },
  { day: "2026-12-06", state: "outside the month, a Sunday", booking: false },
] as const;

const longDate = (day: string) =>
  new Intl.DateTimeFormat("pt-BR", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(
    Date.parse(`${day}T00:00:00Z`),
  );

test("every cell state of the month grid shows its block and booking chips readably", async ({ page }) => {
  await page.clock.setSystemTime(browserNow);
  await signIn(page, "tiago@example.com");
  const teacherId = ((await api(page, "GET", "/api/me")).body as { id: string }).id;
  for (const { day, state, booking } of cells) {
    // Before the day's lessons (the grid's week view starts at 07:00): in no other test's way.
    const block = {
      teacher_id: teacherId,
      start_date: atSchool(day, 6 * 60),
      end_date: atSchool(day, 6 * 60 + 30),
      reason: `Contraste: ${state}`,
    };
    expect((await api(page, "POST", "/api/bookings/availability-blocks", block)).status).toBe(201);
    if (booking) expect(await bookOn(page, teacherId, day), `a booking on ${day}`).toBe(true);
  }

  await page.getByRole("navigation").getByRole("link", { name: "Agenda" }).click();
  await page.getByRole("button", { name: "Mês" }).click();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  const month = page.getByRole("region", { name: "Grade do mês" });
  const todayButton = month.getByRole("button", { name: `Abrir a semana de Quarta-feira ${longDate(today)}` });
  await expect(todayButton).toHaveClass(/bg-primary/);
  for (const { day, state, booking } of cells) {
    const items = month.getByRole("list", { name: `Bloqueios e agendamentos de ${longDate(day)}` });
    const chip = items.getByRole("button", { name: `Bloqueio: Contraste: ${state}` });
    await expect(chip, state).toBeVisible();
    // A reason longer than the day is cut with an ellipsis inside it, not drawn over the next day.
    const [chipBox, dayBox] = [await chip.boundingBox(), await items.locator("xpath=..").boundingBox()];
    expect(chipBox!.x + chipBox!.width, `${state}: the chip ends inside its day`).toBeLessThanOrEqual(
      dayBox!.x + dayBox!.width,
    );
    if (booking) await expect(items.getByRole("listitem").filter({ hasText: "Agendamento:" }).first()).toBeVisible();
  }
  await expectAccessible(page, "the month grid with chips in every cell state");
  // A day's button says what it shows first, then what it does: its spoken name holds its visible text.
  await expect(todayButton).toHaveAccessibleName(/^25 Qua\.\s+—\s+Abrir a semana de Quarta-feira 25/);
});
