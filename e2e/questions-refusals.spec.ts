import { expect, test, type Page, type Response } from "./support/test";
import { expectAccessible } from "./support/axe";
import { errorText } from "./support/error-text";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";

type Refusal = {
  message: string;
  data: { code: string; reason?: string; issues?: { path: (string | number)[]; code: string; message: string }[] };
};
/** The error of a refused tRPC call (one call per batch here). */
async function refusalOf(response: Response): Promise<Refusal> {
  const body = await response.json();
  return (Array.isArray(body) ? body[0] : body).error;
}

test("the form shows the schema's issues beside their fields", async ({ page }) => {
  await signIn(page, "ana@example.com");
  await page.goto("/questions/new");
  await page.getByRole("button", { name: "Remover alternativa 2" }).click();
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByLabel("Disciplina", { exact: true })).toHaveAccessibleDescription("Preencha este campo.");
  await expect(page.getByLabel("Fonte", { exact: true })).toHaveAccessibleDescription(/Preencha este campo\./);
  await expect(page.getByLabel("Enunciado", { exact: true })).toHaveAccessibleDescription(/Preencha este campo\./);
  await expect(page.getByLabel("Alternativa 1", { exact: true })).toHaveAccessibleDescription(/Preencha este campo\./);
  await expect(page.getByRole("alert").filter({ hasText: "Corrija os campos indicados" })).toBeVisible();
  await expect(page.getByLabel("Disciplina", { exact: true })).toBeFocused();
  await expectAccessible(page, "a question's form with the schema's errors");

  // The fields filled in, the rules of the whole question: options, and a period whose end is before its start.
  await page.getByLabel("Disciplina", { exact: true }).selectOption({ label: "Matemática" });
  await page.getByLabel("Assunto", { exact: true }).selectOption({ label: "Geometria" });
  await page.getByLabel("Fonte", { exact: true }).fill("Teste E2E");
  await page.getByLabel("Enunciado", { exact: true }).fill("Uma só alternativa");
  await page.getByLabel("Alternativa 1", { exact: true }).fill("42");
  await page.getByRole("button", { name: "Adicionar período" }).click();
  const period = page.getByRole("group", { name: "Período 1" });
  await period.getByRole("checkbox").first().check();
  await period.getByLabel("Disponível a partir de").fill("2030-05-10T10:00");
  await period.getByLabel("Disponível até").fill("2030-05-01T10:00");
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByRole("group", { name: "Alternativas" })).toHaveAccessibleDescription(
    `Marque as alternativas corretas. ${errorText("choice_options_too_few")}`,
  );
  await expect(period.getByLabel("Disponível até")).toHaveAccessibleDescription(errorText("end_not_after_start"));
  await expect(page.getByRole("alert").filter({ hasText: "Corrija os campos indicados" })).toBeVisible();
  await expectAccessible(page, "a question's form with the rules' errors");
});

/** A valid new multiple-choice question of `discipline` (its id), its first subject chosen. */
async function fillNewQuestion(page: Page, discipline: string) {
  await page.goto("/questions/new");
  await page.getByLabel("Disciplina", { exact: true }).selectOption(discipline);
  const subject = page.getByLabel("Assunto", { exact: true });
  await expect(subject).toBeEnabled();
  await subject.selectOption({ index: 1 });
  await page.getByLabel("Fonte", { exact: true }).fill("Teste E2E recusa");
  await page.getByLabel("Enunciado", { exact: true }).fill("Uma questão que o servidor recusa");
  await page.getByLabel("Alternativa 1", { exact: true }).fill("sim");
  await page.getByLabel("Alternativa 2", { exact: true }).fill("não");
  await page.getByRole("checkbox", { name: "Correta 1" }).check();
}

/** Sends the form's create with `change` applied to its input, as a stale or tampered page would. */
async function saveChanged(page: Page, change: (input: Record<string, unknown>) => void): Promise<Refusal> {
  await page.route("**/api/trpc/questions.create**", async (route) => {
    const body = route.request().postDataJSON() as Record<string, Record<string, unknown>>;
    change(body["0"]!);
    await route.continue({ postData: JSON.stringify(body) });
  });
  const response = page.waitForResponse((r) => r.url().includes("/api/trpc/questions.create"));
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  const refused = await response;
  expect(refused.ok()).toBe(false);
  await page.unrouteAll();
  return refusalOf(refused);
}

/** The refusal is told in Portuguese, in the form's alert and in a toast in view; the server's English is not shown. */
async function expectPortugueseRefusal(page: Page, refusal: Refusal) {
  const text = errorText(refusal.data.reason ?? refusal.data.code.toLowerCase());
  await expect(page.getByRole("alert").filter({ hasText: text })).toBeVisible();
  await expectToast(page, text);
  for (const english of [refusal.message, ...(refusal.data.issues ?? []).map((issue) => issue.message)])
    await expect(page.getByText(english)).toHaveCount(0);
  await expect(page).toHaveURL(/\/questions\/new$/);
}

test("the server's refusals show in Portuguese, beside the field they concern", async ({ page }) => {
  await signIn(page, "ana@example.com");
  const me = (await (await page.request.get("/api/me")).json()) as {
    schools: { id: string; name: string }[];
    groups: { id: string; name: string; school_id: string; discipline_ids: number[] }[];
  };
  const aurora = me.schools.find((s) => s.name === "Escola Aurora")!;
  const groups = me.groups.filter((g) => g.school_id === aurora.id);
  // A discipline one of the school's groups has and another lacks.
  const discipline = [...new Set(groups.flatMap((g) => g.discipline_ids))].find((d) =>
    groups.some((g) => !g.discipline_ids.includes(d)),
  )!;
  const withIt = groups.find((g) => g.discipline_ids.includes(discipline))!;
  const without = groups.find((g) => !g.discipline_ids.includes(discipline))!;

  // A school outside the user's access.
  await fillNewQuestion(page, String(discipline));
  const forbidden = await saveChanged(page, (input) => {
    input.belongs_to = { id: "6f1c7a52-3b8e-4d2a-9c41-0e5b7d9a2f10" };
  });
  expect(forbidden.data.code).toBe("FORBIDDEN");
  await expectPortugueseRefusal(page, forbidden);

  // A group without the question's discipline: 422, shown beside the period's groups.
  await fillNewQuestion(page, String(discipline));
  await page.getByRole("button", { name: "Adicionar período" }).click();
  const period = page.getByRole("group", { name: "Período 1" });
  await period.getByRole("checkbox", { name: withIt.name, exact: true }).check();
  await period.getByLabel("Disponível a partir de").fill("2030-05-01T08:00");
  await period.getByLabel("Disponível até").fill("2030-05-10T18:00");
  const mismatch = await saveChanged(page, (input) => {
    (input.question_to_groups as { group_ids: string[] }[])[0]!.group_ids = [without.id];
  });
  const issue = mismatch.data.issues?.find((i) => i.path.join(".") === "question_to_groups.0.group_ids");
  expect(issue?.code).toBe("discipline_mismatch");
  await expectPortugueseRefusal(page, mismatch);
  await expect(period.getByRole("group", { name: "Grupos" })).toHaveAccessibleDescription(errorText(issue!.code));
});
