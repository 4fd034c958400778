import fs from "node:fs";
import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { createExam } from "./support/create-exam";
import { signIn } from "./support/sign-in";

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

const header = [
  "ID",
  "Nome",
  "Sobrenome",
  "Provas",
  "Questionários",
  "Questões vistas",
  "Questões respondidas",
  "Corretas na 1ª tentativa",
  "Tempo médio de resposta (s)",
  "Tentativas até acertar (média)",
].join(",");

test("a school admin analyses an exam of the seed, opens a student's timeline and exports the table", async ({
  page,
}) => {
  await signIn(page, "ana@example.com");
  await page.getByRole("navigation").getByRole("link", { name: "Desempenho" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Desempenho dos alunos" })).toBeVisible();
  for (const label of ["Grupos", "Escola", "Prova", "Questionário", "Questão", "De", "Até"])
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  const table = page.getByRole("table", { name: "Desempenho dos alunos" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expectAccessible(page, "the students' performance");

  // The first exam of the seed that students have answered.
  const examSelect = page.getByLabel("Prova", { exact: true });
  await expect.poll(() => examSelect.locator("option").count()).toBeGreaterThan(1);
  const exams = await examSelect
    .locator("option")
    .evaluateAll((all) =>
      all.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? "" })).filter((o) => o.value),
    );
  let found = false;
  for (const exam of exams) {
    await examSelect.selectOption(exam.value);
    await expect(page).toHaveURL(new RegExp(`exam_id=${exam.value}`));
    // The heading names the exam; the filter adds its groups and day where another exam has the same name.
    const heading = page.getByRole("heading", { name: /^Análise da prova: / });
    const named = async () => ((await heading.textContent()) ?? "").replace(/^Análise da prova: /, "");
    await expect.poll(async () => exam.label.startsWith(await named())).toBe(true);
    const summary = page.getByText(/(respondeu|responderam) a esta prova/);
    await expect(summary).toBeVisible();
    if (!(await page.getByText("Nenhum aluno respondeu a esta prova ainda.").isVisible())) {
      found = true;
      break;
    }
  }
  expect(found).toBe(true);

  // Item analysis: alpha, the chart and one row per question.
  await expect(page.getByText(/^Alfa de Cronbach: /)).toBeVisible();
  await expect(
    page.getByRole("figure", { name: "Primeiras respostas certas e erradas por questão" }).getByRole("img").first(),
  ).toHaveAccessibleName(/^Questão \d+: \d+ certas e \d+ erradas/);
  const items = page.getByRole("table", { name: "Análise das questões" });
  await expect(items.getByRole("row").nth(1)).toBeVisible();
  // A row per question that has an answer: the exam's texts to read (content items; the suite's date's first answered
  // exam opens with one) have none.
  const inExam = await (
    await page.request.get(
      `/api/exams/questions-db?exam_id=${page.url().match(/exam_id=([0-9a-f-]{36})/)![1]}&limit=100`,
    )
  ).json();
  const asked = (inExam.items as { type: string }[]).filter((q) => q.type !== "CONTENT").length;
  await expect(items.getByRole("row")).toHaveCount(asked + 1);
  // Questions by their text, not their ids.
  await expect(items.getByRole("row").nth(1).getByRole("cell").nth(1)).toHaveText(/\S/);
  await expect(items).not.toContainText(uuid);
  await expect(page.getByText("Consistência interna da prova", { exact: false })).toBeVisible();
  await expectAccessible(page, "an exam's analysis");

  // Students who answered come first when sorted by answers.
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  const answered = table.getByRole("columnheader", { name: "Questões respondidas" });
  await answered.getByRole("button").click();
  await expect(answered).toHaveAttribute("aria-sort", "descending");
  await expect(page).toHaveURL(/sort=total_questions_answered_count&direction=desc/);
  // The server sorts: the rows change when its answer arrives.
  const first = table.getByRole("row").nth(1);
  await expect.poll(async () => Number(await first.getByRole("cell").nth(4).textContent())).toBeGreaterThan(0);
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  expect(Number(await first.getByRole("cell").nth(3).textContent())).toBeGreaterThan(0);
  await answered.getByRole("button").click();
  await expect(answered).toHaveAttribute("aria-sort", "ascending");
  await answered.getByRole("button").click();

  // The drill-down: the student's events in this exam.
  const student = first.getByRole("button");
  const studentName = ((await student.textContent()) ?? "").trim();
  await student.click();
  const dialog = page.getByRole("dialog", { name: `Atividade de ${studentName}` });
  await expect(dialog).toBeVisible();
  const events = dialog.getByRole("list", { name: "Eventos" }).getByRole("listitem");
  await expect(events.first()).toBeVisible();
  await expect(events.filter({ hasText: "Visualizou a questão" }).first()).toBeVisible();
  await expect(events.filter({ hasText: /Resposta (correta|errada)/ }).first()).toBeVisible();
  await expect(events.first()).toContainText("Prova: ");
  await expect(events.first()).not.toContainText(uuid);
  await expectAccessible(page, "a student's timeline dialog");
  await dialog.getByRole("button", { name: "Fechar" }).click();
  await expect(dialog).toBeHidden();

  // The list exported in the default format (CSV), in the table's order.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^desempenho_\d{4}-\d{2}-\d{2}\.csv$/);
  const content = fs.readFileSync((await download.path())!, "utf8");
  expect(content.startsWith("\uFEFF")).toBe(true);
  const lines = content.slice(1).split("\r\n");
  expect(lines[0]).toBe(header);
  expect(lines.length).toBeGreaterThan(2);
  expect(lines[1]).toContain(studentName.split(" ")[0]!);
});

// Date-free, as the next: their periods are fixed dates around every date the suite runs on.
test("filters live in the URL and survive a reload", { tag: "@date-free" }, async ({ page }) => {
  await signIn(page, "ana@example.com");
  await page.goto("/performance");
  const groups = page.getByLabel("Grupos", { exact: true });
  const first = await groups.locator("option").first().getAttribute("value");
  await groups.selectOption(first!);
  // One change at a time, as a person makes them: CI once reloaded a URL without the second of two changes made
  // within nuqs' 50 ms throttle, though the URL had shown both.
  await expect(page).toHaveURL(/group_ids=/);
  await page.getByLabel("De", { exact: true }).fill("2020-01-01");
  await expect(page).toHaveURL(/group_ids=.*from=2020-01-01/);
  await page.reload();
  await expect(page.getByLabel("Grupos", { exact: true })).toHaveValues([first!]);
  await expect(page.getByLabel("De", { exact: true })).toHaveValue("2020-01-01");
  await expect(page.getByRole("table", { name: "Desempenho dos alunos" }).getByRole("row").nth(1)).toBeVisible();
});

test(
  "a pasted URL applies its filters, and garbage values in it are ignored",
  { tag: "@date-free" },
  async ({ page }) => {
    const groups = page.getByLabel("Grupos", { exact: true });
    const table = page.getByRole("table", { name: "Desempenho dos alunos" });
    await signIn(page, "ana@example.com");
    await page.goto("/performance");
    const first = await groups.locator("option").first().getAttribute("value");

    await page.goto(`/performance?group_ids=${first}&from=2020-01-01&to=2030-12-31`);
    await expect(groups).toHaveValues([first!]);
    await expect(page.getByLabel("De", { exact: true })).toHaveValue("2020-01-01");
    await expect(page.getByLabel("Até", { exact: true })).toHaveValue("2030-12-31");

    await page.goto(`/performance?group_ids=${first},nope&school_id=1&exam_id=x&question_id=y&from=2020-02-30&to=soon`);
    await expect(groups).toHaveValues([]);
    await expect(page.getByLabel("Escola", { exact: true })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Questão" })).toHaveValue("");
    await expect(page.getByLabel("De", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Até", { exact: true })).toHaveValue("");
    await expect(table.getByRole("row").nth(1)).toBeVisible();
  },
);

test("two exams of one name, and the seed's quizzes of one name, read apart in the filters", async ({ page }) => {
  await signIn(page, "ana@example.com");
  const me = await (await page.request.get("/api/me")).json();
  const [groupA, groupB] = me.groups as { id: string; name: string }[];
  const name = `Simulado ${crypto.randomUUID().slice(0, 8)}`;
  const ids: string[] = [];
  for (const group of [groupA!, groupB!]) ids.push(await createExam(page, name, group.id));

  await page.goto("/performance");
  const labels = (select: string) =>
    page
      .getByLabel(select, { exact: true })
      .locator("option")
      .evaluateAll((all) => all.map((o) => o.textContent ?? ""));
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    // Each exam by its groups and the day it was made (in the school's zone), after the shared name.
    await expect
      .poll(async () => (await labels("Prova")).filter((label) => label.startsWith(name)).sort())
      .toEqual(
        [groupA!, groupB!].map((group) =>
          expect.stringMatching(new RegExp(`^${name} \\(${group.name} · criada em \\d{2}/\\d{2}/\\d{4}`)),
        ),
      );
    const exams = (await labels("Prova")).filter((label) => label.startsWith(name));
    expect(new Set(exams).size).toBe(2);
    // The seed gives each group a "Quiz rápido — <discipline>": names repeat, labels do not.
    const quizzes = (await labels("Questionário")).slice(1);
    const names = new Set(quizzes.map((label) => label.replace(/ \(.*\)( \d+)?$/, "")));
    expect(names.size).toBeLessThan(quizzes.length);
    expect(new Set(quizzes).size).toBe(quizzes.length);
    expect(quizzes.some((label) => / \(.+ · criado em \d{2}\/\d{2}\/\d{4}/.test(label))).toBe(true);
    await expectAccessible(page, `the performance filters with exams of one name at ${viewport.width} px`);
  }
  // Gone again, so the other flows' exam filters list the seed's exams first.
  const origin = new URL(page.url()).origin;
  for (const id of ids)
    expect((await page.request.delete(`/api/exams/${id}`, { headers: { origin } })).status()).toBe(200);
});
