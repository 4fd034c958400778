import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";

// Its own date, whatever the run's (APP_NOW): Wednesday 25 November 2026, noon at the school (São Paulo, UTC−3).
// November 2026 starts on a Sunday and ends on a Monday, so its Monday-first grid runs from 26 October to 6 December.
const today = "2026-11-25";
const browserNow = new Date("2026-11-25T15:00:00Z");
const hour = 3_600_000;

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
/** An instant at a São Paulo wall clock (UTC−3 all year) on a day. */
const atSchool = (day: string, minute: number) => Date.parse(`${day}T00:00:00Z`) + minute * 60_000 + 3 * hour;

async function api(page: Page, method: "GET" | "POST", path: string, data?: unknown) {
  // A write with the session cookie carries the app's Origin (docs/security.md, CSRF).
  const response = await page.request.fetch(path, { method, data, headers: { origin: new URL(page.url()).origin } });
  return { status: response.status(), body: await response.json() };
}

/**
 * A booking of Tiago's on the day, in the first half hour his weekly hours have free (Monday, Wednesday and Friday
 * mornings for Mathematics, Tuesday and Thursday afternoons for Physics): the server refuses the others with 409.
 */
async function bookOn(page: Page, teacherId: string, day: string) {
  const me = (await api(page, "GET", "/api/me")).body as { groups: { id: string; discipline_ids: number[] }[] };
  for (const group of me.groups) {
    const students = (await api(page, "GET", `/api/exams/users?group_ids=${group.id}`)).body as { id: string }[];
    if (!students[0]) continue;
    for (const discipline of group.discipline_ids) {
      for (let minute = 7 * 60 + 30; minute < 17 * 60; minute += 30) {
        const booking = {
          student_id: students[0].id,
          teacher_id: teacherId,
          discipline_id: discipline,
          group_id: group.id,
          scheduled_for: atSchool(day, minute),
          duration_minutes: 30,
        };
        const { status } = await api(page, "POST", "/api/bookings", booking);
        if (status === 201) return;
        expect(status, `booking on ${day}`).toBe(409);
      }
    }
  }
  throw new Error(`no free half hour for a booking on ${day}`);
}

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
    if (booking) await bookOn(page, teacherId, day);
  }

  await page.getByRole("navigation").getByRole("link", { name: "Agenda" }).click();
  await page.getByRole("button", { name: "Mês" }).click();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  const month = page.getByRole("region", { name: "Grade do mês" });
  const todayButton = month.getByRole("button", { name: `Abrir a semana de Quarta-feira ${longDate(today)}` });
  await expect(todayButton).toHaveClass(/bg-primary/);
  for (const { day, state, booking } of cells) {
    const items = month.getByRole("list", { name: `Bloqueios e agendamentos de ${longDate(day)}` });
    await expect(items.getByRole("button", { name: `Bloqueio: Contraste: ${state}` }), state).toBeVisible();
    if (booking) await expect(items.getByRole("listitem").filter({ hasText: "Agendamento:" }).first()).toBeVisible();
  }
  await expectAccessible(page, "the month grid with chips in every cell state");
});
