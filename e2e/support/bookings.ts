import { expect, type Page } from "@playwright/test";

/** A REST call with the page's session; a write carries the app's Origin (docs/security.md, CSRF). */
export async function api(page: Page, method: "GET" | "POST", path: string, data?: unknown) {
  const response = await page.request.fetch(path, { method, data, headers: { origin: new URL(page.url()).origin } });
  return { status: response.status(), body: await response.json() };
}

/** An instant at a São Paulo wall clock (the demo schools', UTC−3 all year) on a day "YYYY-MM-DD". */
export const atSchool = (day: string, minute: number) => Date.parse(`${day}T03:00:00Z`) + minute * 60_000;

/**
 * Books the signed-in teacher (Tiago: Monday, Wednesday and Friday mornings for Mathematics, Tuesday and Thursday
 * afternoons for Physics) for a student of one of their groups, in the day's first free half hour of their weekly
 * hours; the server refuses the others with 409. False when the day has none (a weekend, a full day).
 */
export async function bookOn(page: Page, teacherId: string, day: string): Promise<boolean> {
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
        if (status === 201) return true;
        expect(status, `booking on ${day}`).toBe(409);
      }
    }
  }
  return false;
}
