import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { choose, item } from "./support/import-page";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";

test("a file imported before: its questions are the bank's, linked, and created again only if asked", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const question = (title: string, text: string) => `::${title}::${text} (${tag})?{=sim ~não}`;
  const first = [question("Primeira repetida", "Primeira"), question("Segunda", "Segunda")].join("\n\n");
  const second = [question("Primeira repetida", "Primeira"), question("Terceira", "Terceira")].join("\n\n");
  await signIn(page, "ana@example.com");
  await page.goto("/questions/import");
  const previewOf = async (text: string) => {
    await choose(page, "repetidas.gift", "text/plain", Buffer.from(text));
    await page.getByRole("button", { name: "Pré-visualizar" }).click();
  };
  await page.getByLabel("Disciplina", { exact: true }).selectOption({ label: "Matemática" });
  await page.getByLabel("Assunto", { exact: true }).selectOption({ label: "Álgebra" });
  await page.getByLabel("Fonte").fill("Repetidas E2E");
  await previewOf(first);
  await page.getByRole("button", { name: "Importar 2 questões" }).click();
  await expectToast(page, "2 questões importadas.");

  // One question of the file is in the bank: listed where it stands, with a link to the bank's, and left out.
  await page.getByRole("button", { name: "Importar outro arquivo" }).click();
  await previewOf(second);
  await expect(page.getByText("1 questão será criada, nenhuma recusada, nenhum assunto novo.")).toBeVisible();
  await expect(page.getByText("1 questão do arquivo já está no banco desta disciplina")).toBeVisible();
  const known = item(page, "Primeira repetida");
  await expect(known).toContainText("Linha 1");
  await expect(known).toContainText("Já está no banco");
  const link = known.getByRole("link", { name: "Abrir a questão do banco (nova aba)" });
  await expect(link).toHaveAttribute("href", /^\/questions\/[0-9a-f-]{36}$/);
  await expectAccessible(page, "the preview with a duplicate");
  await page.getByRole("button", { name: "Importar 1 questão" }).click();
  const outcome = "1 questão importada. 1 já estava no banco e não foi criada de novo.";
  await expectToast(page, outcome);
  await expect(page.getByRole("heading", { name: outcome })).toBeFocused();
  const left = page.getByRole("list", { name: "Questões que o banco já tinha, não criadas de novo" });
  await expect(left.getByRole("article", { name: "Primeira repetida" })).toContainText("Já está no banco");
  await expectAccessible(page, "the import done, a duplicate left out");

  // All of it in the bank: nothing to import, unless the copies are asked for.
  await page.getByRole("button", { name: "Importar outro arquivo" }).click();
  await previewOf(first);
  await expect(page.getByText("2 questões do arquivo já estão no banco desta disciplina")).toBeVisible();
  await expect(page.getByRole("button", { name: "Importar 0 questões" })).toBeDisabled();
  await page.getByRole("button", { name: "Importar 2 questões, com as repetidas" }).click();
  await expectToast(page, "2 questões importadas.");
  await page.goto(`/questions?discipline_id=1&q=${tag}`);
  await expect(page.getByRole("link", { name: /Primeira/ })).toHaveCount(2);
});
