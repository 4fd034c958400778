import { expect, test, type Locator, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";
import { api, atSchool } from "./support/bookings";
import { expectToast } from "./support/toast";

const longDate = (day: Date) =>
  new Intl.DateTimeFormat("pt-BR", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(day);

/** One 30-minute cell of the week grid is 1.75rem high. */
const slot = 28;

async function openCalendar(page: Page) {
  await page.getByRole("navigation").getByRole("link", { name: "Agenda" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
  await settled(page);
}

async function settled(page: Page) {
  await expect(page.getByRole("heading", { level: 2, name: "Bloqueios" })).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
}

/** A week months ahead, past the seeded data: through the month view, then its first Wednesday's week. */
async function farWeek(page: Page, months: number) {
  await page.getByRole("button", { name: "Mês" }).click();
  for (let i = 0; i < months; i++) await page.getByRole("button", { name: "Próxima" }).click();
  await settled(page);
  await page
    .getByRole("button", { name: /Abrir a semana de Quarta-feira/ })
    .nth(1)
    .click();
  await expect(page.getByRole("button", { name: "Semana" })).toHaveAttribute("aria-pressed", "true");
  await settled(page);
}

/** Press on one element and release on another, in steps, as a person drags. */
async function drag(page: Page, from: Locator, to: { x: number; y: number }, at: "middle" | "bottom" = "middle") {
  await from.scrollIntoViewIfNeeded();
  const box = await from.boundingBox();
  if (!box) throw new Error("Nothing to drag");
  const x = box.x + box.width / 2;
  const y = at === "middle" ? box.y + Math.min(box.height / 2, 10) : box.y + box.height - 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + to.x / 2, y + to.y / 2, { steps: 4 });
  await page.mouse.move(x + to.x, y + to.y, { steps: 4 });
  await page.mouse.up();
}

const cell = (page: Page, weekday: string, time: string) =>
  page.getByRole("button", { name: new RegExp(`^${weekday} \\d{2}/\\d{2} ${time}$`) });

/** Drag over the cells from `start` to the cell starting at `last`, which opens the new block dialog. */
async function selectCells(page: Page, weekday: string, start: string, last: string) {
  const first = cell(page, weekday, start);
  const end = await cell(page, weekday, last).boundingBox();
  const box = await first.boundingBox();
  if (!box || !end) throw new Error("No cells");
  await drag(page, first, { x: 0, y: end.y - box.y });
  const dialog = page.getByRole("dialog", { name: "Novo bloqueio" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the month view shows the teacher's bookings", async ({ page }) => {
  await signIn(page, "tiago@example.com");
  await openCalendar(page);
  const bookings = page.getByRole("listitem").filter({ hasText: "Agendamento:" });
  let weeks = 0;
  while ((await bookings.count()) === 0 && weeks < 8) {
    await page.getByRole("button", { name: "Próxima" }).click();
    await settled(page);
    weeks++;
  }
  const student = (await bookings.first().locator("span").nth(1).innerText()).trim();
  await page.getByRole("button", { name: "Mês" }).click();
  await settled(page);
  const month = page.getByRole("region", { name: "Grade do mês" });
  const inMonth = month.getByRole("listitem").filter({ hasText: "Agendamento:" }).filter({ hasText: student });
  if ((await inMonth.count()) === 0) {
    // The week may begin in the month before the one shown.
    await page.getByRole("button", { name: "Próxima" }).click();
    await settled(page);
  }
  await expect(inMonth.first()).toBeVisible();
  await expectAccessible(page, "the month with bookings");
});

// @date-free: its moves stay within one day's hours of a week seven ahead (São Paulo has no clock change); the
// weeks' dates themselves are calendar.spec.ts's, on every date.
test("a dropped block is saved at once, Desfazer moves it back, a refused drop snaps back @date-free", async ({
  page,
}) => {
  await signIn(page, "tiago@example.com");
  await openCalendar(page);
  await farWeek(page, 7);
  const reason = "Reunião E2E arrastada";
  const created = await selectCells(page, "Quarta-feira", "09:00", "09:30");
  const day = (await created.getByLabel("Início").inputValue()).slice(0, 10);
  await created.getByLabel("Motivo").fill(reason);
  await created.getByRole("button", { name: "Salvar" }).click();
  await expectToast(page, "Bloqueio criado.");
  const block = page.getByRole("button", { name: new RegExp(`^Bloqueio: ${reason}`) });
  await expect(block).toContainText("09:00–10:00");
  const dayMonth = `${day.slice(8, 10)}/${day.slice(5, 7)}`;

  // Down by two cells: saved at the drop, no dialog; it is still there after a reload.
  await drag(page, block, { x: 0, y: 2 * slot });
  const toast = await expectToast(page, `Bloqueio movido para Qua. ${dayMonth}, 10:00–11:00.`);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(toast.getByRole("button", { name: "Desfazer" })).toBeVisible();
  await expect(block).toContainText("10:00–11:00");
  await expectAccessible(page, "the week after a drop, its toast offering Desfazer");
  await page.reload();
  await settled(page);
  await farWeek(page, 7);
  await expect(block).toContainText("10:00–11:00");

  // The bottom edge down by two cells, then Desfazer: it ends at 11:00 again, also after a reload.
  await drag(page, block, { x: 0, y: 2 * slot }, "bottom");
  await expect(block).toContainText("10:00–12:00");
  const resized = await expectToast(page, `Bloqueio movido para Qua. ${dayMonth}, 10:00–12:00.`);
  await resized.getByRole("button", { name: "Desfazer" }).click();
  await expectToast(page, `Movimento desfeito: o bloqueio voltou para Qua. ${dayMonth}, 10:00–11:00.`);
  await expect(block).toContainText("10:00–11:00");
  await page.reload();
  await settled(page);
  await farWeek(page, 7);
  await expect(block).toContainText("10:00–11:00");

  // Onto another block: refused by the server, it snaps back and the toast says why.
  const teacherId = ((await api(page, "GET", "/api/me")).body as { id: string }).id;
  const other = { teacher_id: teacherId, start_date: atSchool(day, 13 * 60), end_date: atSchool(day, 14 * 60) };
  expect((await api(page, "POST", "/api/bookings/availability-blocks", { ...other, reason: "Outro" })).status).toBe(
    201,
  );
  // Not drawn yet (the week is not read again), as when another person writes it meanwhile.
  await drag(page, block, { x: 0, y: 6 * slot });
  await expectToast(
    page,
    "O bloqueio voltou ao lugar: Este professor já tem um bloqueio que se sobrepõe a este horário.",
  );
  await expect(block).toContainText("10:00–11:00");
  // Past the week's last day: refused before anything is sent.
  const grid = await page.locator("[data-day-column]").last().boundingBox();
  const from = await block.boundingBox();
  await drag(page, block, { x: grid!.x + grid!.width + 40 - (from!.x + from!.width / 2), y: 0 });
  await expectToast(page, "O bloqueio voltou ao lugar: solte-o dentro dos dias da semana mostrada.");
  await expect(block).toContainText("10:00–11:00");
  await expectAccessible(page, "the week after a refused drop");

  // The keyboard's way: Alt+↓ on the block saves it a step later, as a drop does, and keeps the focus on it;
  // the dialog's buttons still move its end.
  await block.focus();
  await page.keyboard.press("Alt+ArrowDown");
  await expectToast(page, `Bloqueio movido para Qua. ${dayMonth}, 10:30–11:30.`);
  await expect(block).toContainText("10:30–11:30");
  await expect(block).toBeFocused();
  await page.keyboard.press("Enter");
  const keyboard = page.getByRole("dialog", { name: "Editar bloqueio" });
  await keyboard.getByRole("button", { name: "Terminar 30 min depois", exact: true }).click();
  await expect(keyboard.getByLabel("Início")).toHaveValue(/T10:30$/);
  await expect(keyboard.getByLabel("Fim")).toHaveValue(/T12:00$/);
  await keyboard.getByRole("button", { name: "Salvar" }).click();
  await expectToast(page, "Bloqueio salvo.");
  await expect(block).toContainText("10:30–12:00");

  // Deleted after a confirmation that can be declined.
  await block.click();
  const removing = page.getByRole("dialog", { name: "Editar bloqueio" });
  await removing.getByRole("button", { name: "Excluir", exact: true }).click();
  await removing.getByRole("button", { name: "Manter bloqueio" }).click();
  await removing.getByRole("button", { name: "Excluir", exact: true }).click();
  await removing.getByRole("button", { name: "Confirmar exclusão" }).click();
  await expectToast(page, "Bloqueio excluído.");
  await expect(block).toHaveCount(0);
});

test("a weekly series of 4 shows its one conflict before saving; the whole series moves, then goes", async ({
  page,
}) => {
  await signIn(page, "tiago@example.com");
  await openCalendar(page);
  await farWeek(page, 8);

  // A single block on the fourth Thursday, at the series' time.
  const single = await selectCells(page, "Quinta-feira", "14:00", "14:30");
  const first = await single.getByLabel("Início").inputValue();
  const day = new Date(`${first.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 21);
  const fourth = day.toISOString().slice(0, 10);
  await single.getByLabel("Início").fill(`${fourth}T14:00`);
  await single.getByLabel("Fim").fill(`${fourth}T15:00`);
  await single.getByLabel("Motivo").fill("Consulta E2E");
  await single.getByRole("button", { name: "Salvar" }).click();
  await expectToast(page, "Bloqueio criado.");

  const dialog = await selectCells(page, "Quinta-feira", "14:00", "14:30");
  await dialog.getByRole("checkbox", { name: "Repetir toda semana" }).check();
  await expect(dialog.getByRole("checkbox", { name: "Quinta-feira" })).toBeChecked();
  await expect(dialog.getByLabel("Vezes")).toHaveValue("4");
  await dialog.getByLabel("Motivo").fill("Plantão E2E");
  await expect(dialog.getByRole("status").filter({ hasText: "ocorrências" })).toHaveText(
    "1 de 4 ocorrências em conflito.",
  );
  await expect(dialog.getByRole("list", { name: "Ocorrências com conflito" })).toContainText("Consulta E2E");
  await expectAccessible(page, "the series dialog with a conflicting occurrence");

  // Saved anyway, the server refuses the whole series and names the date as the page writes dates.
  const shownDate = `${fourth.slice(8, 10)}/${fourth.slice(5, 7)}/${fourth.slice(0, 4)}`;
  await dialog.getByRole("button", { name: "Salvar" }).click();
  const refusal = `1 ocorrência se sobrepõe a um bloqueio que este professor já tem: ${shownDate}.`;
  await expect(dialog.getByRole("alert").filter({ hasText: refusal })).toBeVisible();
  await expectToast(page, refusal);
  await expectAccessible(page, "the series dialog refused");

  // Created without the conflicting date: the other three occurrences.
  const skip = dialog.getByRole("checkbox", { name: "Criar sem a data em conflito" });
  await expect(skip).toHaveAccessibleDescription(`Deixa de fora: ${shownDate}. As outras ocorrências são criadas.`);
  await skip.check();
  await expect(dialog.getByRole("list", { name: "Ocorrências com conflito" })).toContainText(
    "será pulada: sobrepõe o bloqueio “Consulta E2E”",
  );
  await expect(dialog.getByRole("alert").filter({ hasText: refusal })).toHaveCount(0);
  await expectAccessible(page, "the series dialog skipping its conflicting date");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expectToast(page, "Bloqueio recorrente criado (3 ocorrências).");

  // The month shows the series on three Thursdays; on the fourth, the single block alone.
  await page.getByRole("button", { name: "Mês" }).click();
  await settled(page);
  const month = page.getByRole("region", { name: "Grade do mês" });
  for (const week of [0, 1, 2, 3]) {
    const thursday = new Date(Date.parse(`${first.slice(0, 10)}T00:00:00Z`) + week * 7 * 86_400_000);
    const items = month.getByRole("list", { name: `Bloqueios e agendamentos de ${longDate(thursday)}` });
    if (week < 3) await expect(items).toContainText("Plantão E2E");
    else {
      await expect(items).toContainText("Consulta E2E");
      await expect(items).not.toContainText("Plantão E2E");
    }
  }
  const firstThursday = longDate(new Date(`${first.slice(0, 10)}T00:00:00Z`));
  await month.getByRole("button", { name: `Abrir a semana de Quinta-feira ${firstThursday}` }).click();
  await settled(page);
  const occurrence = page.getByRole("button", { name: /^Bloqueio: Plantão E2E/ });
  await expect(occurrence).toBeVisible();

  await occurrence.click();
  const edit = page.getByRole("dialog", { name: "Editar bloqueio" });
  await expect(edit.getByRole("radio", { name: "Só esta ocorrência" })).toBeChecked();
  await edit.getByRole("radio", { name: "Toda a série" }).check();
  // RFC 5545's COUNT counts the day left out.
  await expect(edit.getByLabel("Vezes")).toHaveValue("4");
  await expectAccessible(page, "editing the whole series");
  await edit.getByRole("button", { name: "Cancelar" }).click();

  // An occurrence dragged an hour later, for the whole series: every occurrence moves by as much.
  await drag(page, occurrence.first(), { x: 0, y: 2 * slot });
  const dragged = page.getByRole("dialog", { name: "Editar bloqueio" });
  await dragged.getByRole("radio", { name: "Toda a série" }).check();
  await expect(dragged.getByLabel("Primeiro início")).toHaveValue(/T15:00$/);
  await expect(dragged.getByLabel("Primeiro fim")).toHaveValue(/T16:00$/);
  await expect(dragged.getByRole("checkbox", { name: "Quinta-feira" })).toBeChecked();
  await dragged.getByRole("button", { name: "Salvar" }).click();
  await expectToast(page, "Série salva (3 ocorrências).");
  await expect(occurrence.first()).toContainText("15:00–16:00");

  // The whole series deleted: none of its occurrences is left.
  await occurrence.first().click();
  const removing = page.getByRole("dialog", { name: "Editar bloqueio" });
  await removing.getByRole("radio", { name: "Toda a série" }).check();
  await removing.getByRole("button", { name: "Excluir série" }).click();
  await removing.getByRole("button", { name: "Confirmar exclusão" }).click();
  await expectToast(page, "Série excluída.");
  await expect(occurrence).toHaveCount(0);
});
