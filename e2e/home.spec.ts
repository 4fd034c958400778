import { expect, test, type Page } from "./support/test";
import { dayBounds, dayValue } from "../src/lib/time/day-bounds";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";
import { testNow } from "../tests/support/test-now";

const dayMs = 24 * 60 * 60 * 1000;

async function report(page: Page, kind: "questions" | "bookings", range: { start_date: number; end_date: number }) {
  // A POST with the session cookie carries the app's Origin (docs/security.md, CSRF).
  const response = await page.request.post(`/api/reports/${kind}`, {
    data: range,
    headers: { accept: "application/json", origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, string>[];
}

/** Today and this week's Monday in the zone, as "YYYY-MM-DD" (docs/home.md: weeks start on Monday). */
function daysIn(timeZone: string, now: number) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const monday = dayValue(todayMs - ((new Date(todayMs).getUTCDay() + 6) % 7) * dayMs);
  return { today, monday };
}

test("the home numbers equal the counts of the demo data, and each leads to its page", async ({ page }) => {
  await signIn(page, "ana@example.com");
  const now = testNow().getTime();
  const me = await (await page.request.get("/api/me")).json();
  const timeZone: string = me.schools[0].time_zone;
  const { today, monday } = daysIn(timeZone, now);
  const todayRange = dayBounds(today, today, timeZone);
  const weekStart = dayBounds(monday, monday, timeZone).start!;

  // Counted here from the reports' rows (the REST API over the same database), not by the home page's query.
  const questions = await report(page, "questions", { start_date: 0, end_date: now });
  const waiting = questions.filter((q) => ["Aguardando professor", "Em atendimento"].includes(q.question_status!));
  const answered = questions.filter((q) => {
    const at = q.question_answered_at ? Date.parse(q.question_answered_at) : NaN;
    return at >= weekStart && at <= now;
  });
  const bookings = await report(page, "bookings", { start_date: todayRange.start!, end_date: todayRange.end! - 1 });
  const booked = bookings.filter((b) => b.cancelled_at === "");
  expect(waiting.length).toBeGreaterThan(0);

  await page.goto("/");
  const figure = (label: string) => page.getByRole("main").getByRole("link", { name: new RegExp(`^\\d+ ${label}`) });
  await expect(figure("Dúvidas aguardando resposta")).toHaveAccessibleName(
    `${waiting.length} Dúvidas aguardando resposta`,
  );
  await expect(figure("Respondidas nesta semana")).toHaveAccessibleName(
    `${answered.length} Respondidas nesta semana Desde segunda-feira`,
  );
  await expect(figure("Agendamentos hoje")).toHaveAccessibleName(`${booked.length} Agendamentos hoje`);
  await expectAccessible(page, "a school admin's home");

  // Each number opens the list it counts, filtered alike.
  for (const [label, state] of [
    ["Provas abertas agora", "open"],
    ["Provas programadas", "upcoming"],
  ] as const) {
    await page.goto("/");
    const count = Number((await figure(label).textContent())!.match(/^\d+/)![0]);
    await figure(label).click();
    await expect(page).toHaveURL(new RegExp(`/exams\\?state=${state}$`));
    if (count > 0) await expect(page.getByText(new RegExp(`\\(${count} provas?\\)`))).toBeVisible();
    else await expect(page.getByText("Nenhuma prova encontrada.")).toBeVisible();
  }
  await page.goto("/");
  await figure("Agendamentos hoje").click();
  await expect(page).toHaveURL(/\/calendar$/);
  await page.goto("/");
  await figure("Dúvidas aguardando resposta").click();
  await expect(page).toHaveURL(/\/student-questions\?status=WAITING(,|%2C)IN_PROGRESS&sort=created_at$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(figure("Agendamentos hoje")).toBeVisible();
  await expectAccessible(page, "a school admin's home at a phone's width");
});

test("a teacher's home lists their next week; the platform admin's counts every school", async ({ page }) => {
  await signIn(page, "tiago@example.com");
  await expect(page.getByRole("heading", { name: "Seus próximos 7 dias" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Próximos agendamentos" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Dúvidas aguardando resposta/ })).toHaveCount(0);
  await expectAccessible(page, "a teacher's home");

  await page.context().clearCookies();
  await signIn(page, "admin@example.com");
  await expect(page.getByText("Em todas as escolas, cada uma no seu fuso horário.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /^\d+ Agendamentos hoje$/ })).toBeVisible();
  await expectAccessible(page, "the platform admin's home");
});
