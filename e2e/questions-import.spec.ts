import fs from "node:fs/promises";
import ExcelJS from "exceljs";
import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { choose, item } from "./support/import-page";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";

/**
 * A GIFT file with maths, feedback, a true/false, an essay, and (when asked) a question whose brace never closes.
 * `tag` ends each question's text: a file of its own, whose questions the bank does not have yet.
 */
function giftFile(withBroken: boolean, tag = ""): string {
  return [
    "$CATEGORY: $course$/top/Importadas E2E",
    "",
    `::Raízes E2E::[markdown]Quais são as raízes de $x^2 - 5x + 6 \\= 0$?${tag}{=2 e 3 ~1 e 6 ~-2 e -3}`,
    "",
    `::Capital E2E::Qual é a capital do Brasil?${tag}{`,
    "=Brasília#Correto, desde 1960.",
    "~Rio de Janeiro#Foi a capital até 1960.",
    "~São Paulo#É a maior cidade.",
    "}",
    "",
    `::Terra plana E2E::A Terra é plana.${tag}{FALSE}`,
    "",
    `::Redação E2E::Explique o teorema de Pitágoras com um exemplo.${tag}{}`,
    "",
    ...(withBroken ? ["::Quebrada E2E::Esta questão não fecha a chave {=sim ~não", ""] : []),
  ].join("\n");
}

test("an admin previews a GIFT file, fixes the refused question, imports it and exports it back", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "ana@example.com");
  await page.goto("/questions");
  await page.getByRole("link", { name: "Importar questões" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Importar questões" })).toBeVisible();
  await expectAccessible(page, "the import page");

  // Checked before anything is sent: the type, then the missing discipline.
  await choose(page, "notas.pdf", "application/pdf", Buffer.from("%PDF-1.4"));
  await expect(page.getByText("Importe um arquivo GIFT (text/plain), Moodle XML")).toBeVisible();
  await choose(page, "questoes.gift", "text/plain", Buffer.from(giftFile(true)));
  await expect(page.getByText("questoes.gift")).toBeVisible();
  await expect(page.getByLabel("Formato", { exact: true })).toHaveValue("gift");
  await page.getByRole("button", { name: "Pré-visualizar" }).click();
  await expect(page.getByLabel("Disciplina", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "the import form with its problems");

  await page.getByLabel("Disciplina", { exact: true }).selectOption({ label: "Matemática" });
  await page.getByLabel("Fonte").fill("Banco E2E");
  await page.getByRole("button", { name: "Pré-visualizar" }).click();
  await expect(page.getByText("4 questões serão criadas, 1 recusada, 1 assunto novo.")).toBeVisible();
  await expect(item(page, "Raízes E2E").locator(".katex").first()).toBeVisible();
  await expect(item(page, "Raízes E2E")).toContainText("Linha 3");
  await expect(item(page, "Raízes E2E")).toContainText("Importadas E2E(novo)");
  const capital = item(page, "Capital E2E");
  await expect(capital.getByRole("listitem").filter({ hasText: "Brasília" })).toContainText("Correta");
  await expect(capital.getByRole("listitem").filter({ hasText: "São Paulo" })).toContainText("Errada");
  // The answers' feedback, which the bank keeps as the solution, is shown before anything is written.
  await expect(capital.getByRole("heading", { name: "Resolução" })).toBeVisible();
  await expect(capital).toContainText("Correto, desde 1960.");
  await expect(item(page, "Terra plana E2E").getByRole("listitem").filter({ hasText: "Falso" })).toContainText(
    "Correta",
  );
  await expect(item(page, "Redação E2E")).toContainText("Discursiva");
  const broken = item(page, "Quebrada E2E");
  await expect(broken).toContainText("Linha 15");
  await expect(broken).toContainText("Recusada");
  await expect(broken).toContainText("as respostas abertas com { não são fechadas com }");
  // A refused question: import the valid ones without it, or fix the file (here: fixed, below).
  await expect(page.getByRole("button", { name: "Importar as 4 válidas" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Baixar a recusada" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "1 questão não pode ser importada" })).toBeVisible();
  await expectAccessible(page, "the preview with a refused question");

  await page.getByRole("button", { name: "Trocar arquivo ou opções" }).click();
  await choose(page, "questoes.gift", "text/plain", Buffer.from(giftFile(false)));
  await page.getByRole("button", { name: "Pré-visualizar" }).click();
  await expect(page.getByText("4 questões serão criadas, nenhuma recusada, 1 assunto novo.")).toBeVisible();
  await page.getByRole("button", { name: "Importar 4 questões" }).click();
  await expectToast(page, "4 questões importadas.");
  await expect(page.getByRole("heading", { name: "4 questões importadas." })).toBeFocused();
  await expectAccessible(page, "the import done");

  await page.getByRole("link", { name: "Ver no banco de questões" }).click();
  await expect(page).toHaveURL(/\/questions\?discipline_id=1$/);
  await page.getByLabel("Buscar").fill("capital do Brasil");
  await expect(page.getByRole("link", { name: /Qual é a capital do Brasil/ })).toBeVisible();
  await expect(page).toHaveURL(/q=capital/);

  // The export takes the list's filters: the search finds the imported question.
  await page.getByLabel("Formato da exportação").selectOption("gift");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.gift\.txt$/);
  const gift = await fs.readFile(await download.path(), "utf8");
  expect(gift).toContain("Qual é a capital do Brasil?");
  expect(gift).toContain("Importadas E2E");
  expect(gift).not.toContain("Pitágoras");
  await expectToast(page, `Exportação concluída: ${download.suggestedFilename()}`);
});

test("an admin imports the valid questions of a file and downloads the refused ones to fix them", async ({ page }) => {
  test.setTimeout(120_000);
  const gift = [
    "$CATEGORY: $course$/top/Parciais E2E",
    "",
    "::Válida um E2E::Quanto é 2 + 2 parcial?{=4 ~5 ~3}",
    "",
    "::Pares E2E::Associe parcial.{=cão -> late =gato -> mia =vaca -> muge}",
    "",
    "::Válida dois E2E::Explique a soma parcial.{}",
  ].join("\n");
  await signIn(page, "ana@example.com");
  await page.goto("/questions/import");
  await choose(page, "parcial.gift", "text/plain", Buffer.from(gift));
  await page.getByLabel("Disciplina", { exact: true }).selectOption({ label: "Matemática" });
  await page.getByLabel("Fonte").fill("Parcial E2E");
  await page.getByRole("button", { name: "Pré-visualizar" }).click();
  await expect(page.getByText("2 questões serão criadas, 1 recusada, 1 assunto novo.")).toBeVisible();
  await expect(item(page, "Pares E2E")).toContainText("Linha 5");

  // The refused question alone, in GIFT, after its category: ready to fix and import again.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Baixar a recusada" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("refused.gift.txt");
  const refused = await fs.readFile(await download.path(), "utf8");
  expect(refused).toBe(
    "$CATEGORY: $course$/top/Parciais E2E\n\n::Pares E2E::Associe parcial.{=cão -> late =gato -> mia =vaca -> muge}\n",
  );
  await expectToast(page, "Arquivo das recusadas baixado: refused.gift.txt");

  await page.getByRole("button", { name: "Importar as 2 válidas" }).click();
  await expectToast(page, "2 questões importadas; 1 recusada ficou de fora.");
  const done = page.getByRole("heading", { name: "2 questões importadas; 1 recusada ficou de fora." });
  await expect(done).toBeFocused();
  const skipped = page.getByRole("list", { name: "Questões recusadas, não importadas" });
  await expect(skipped.getByRole("article", { name: "Pares E2E" })).toContainText("Linha 5");
  await expect(skipped.getByRole("article", { name: "Pares E2E" })).toContainText("Recusada");
  await expectAccessible(page, "the import done, a question skipped");

  await page.goto("/questions?discipline_id=1&q=parcial");
  await expect(page.getByRole("link", { name: /Quanto é 2 \+ 2 parcial/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Explique a soma parcial/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Associe parcial/ })).toHaveCount(0);
});

test("an admin fills in the spreadsheet template and imports it", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "ana@example.com");
  await page.goto("/questions/import");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Baixar a planilha modelo" }).click();
  const template = await downloading;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await template.path());
  const sheet = workbook.getWorksheet("questions")!;
  const column = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, index) => column.set(String(cell.value), index));
  const fill = (row: number, values: Record<string, string>) => {
    for (const [key, value] of Object.entries(values)) sheet.getRow(row).getCell(column.get(key)!).value = value;
  };
  fill(2, {
    type: "MULTIPLE_CHOICE",
    description: "Quanto é $\\sqrt{49}$ na planilha?",
    subject: "Álgebra",
    difficulty: "EASY",
    source: "Planilha E2E",
    answer_1: "7",
    answer_1_correct: "TRUE",
    answer_2: "9",
    answer_2_correct: "FALSE",
    solution: "Pois $7 \\times 7 = 49$.",
    study_orientation: "Reveja quadrados perfeitos.",
    hint: "Qual número vezes ele mesmo dá 49?",
  });
  fill(3, { type: "DISCURSIVE", description: "Defina função afim na planilha.", answer_1: "f(x) = ax + b" });
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await choose(page, "preenchida.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer);
  await expect(page.getByLabel("Formato", { exact: true })).toHaveValue("xlsx");
  await page.getByLabel("Disciplina", { exact: true }).selectOption({ label: "Matemática" });
  await page.getByLabel("Assunto", { exact: true }).selectOption({ label: "Novo assunto…" });
  await page.getByLabel("Nome do novo assunto").fill("Planilha E2E");
  await page.getByLabel("Fonte").fill("Planilha E2E");
  await page.getByRole("button", { name: "Pré-visualizar" }).click();
  await expect(page.getByText("2 questões serão criadas, nenhuma recusada, 1 assunto novo.")).toBeVisible();
  const first = page.getByRole("list", { name: "Questões do arquivo" }).getByRole("article").first();
  await expect(first).toContainText("Linha 2 da planilha");
  await expect(first.locator(".katex").first()).toBeVisible();
  await expect(first).toContainText("Fácil (básico)");
  // The subject chosen for the import wins over the row's "Álgebra"; both shown by name.
  await expect(first).toContainText("Disciplina: Matemática");
  await expect(first).toContainText("Planilha E2E(novo)");
  await expect(first.getByRole("listitem").filter({ hasText: "7" })).toContainText("Correta");
  for (const [heading, text] of [
    ["Resolução", "Pois"],
    ["Orientação de estudo", "Reveja quadrados perfeitos."],
    ["Dica", "Qual número vezes ele mesmo dá 49?"],
  ]) {
    await expect(first.getByRole("heading", { name: heading })).toBeVisible();
    await expect(first).toContainText(text!);
  }
  await expect(page.getByRole("list", { name: "Questões do arquivo" }).getByRole("article").nth(1)).toContainText(
    "Planilha E2E(novo)",
  );
  await expectAccessible(page, "the spreadsheet's preview");
  await page.getByRole("button", { name: "Importar 2 questões" }).click();
  await expectToast(page, "2 questões importadas.");

  await page.goto("/questions?discipline_id=1&q=na%20planilha");
  await expect(page.getByRole("link", { name: /Defina função afim na planilha/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Quanto é/ })).toBeVisible();
});

test("sending can be cancelled, and an import refused after its preview shows each question's problem", async ({
  page,
}) => {
  await signIn(page, "ana@example.com");
  await page.goto("/questions/import");
  await choose(page, "questoes.gift", "text/plain", Buffer.from(giftFile(false, " (cancelada)")));
  await page.getByLabel("Disciplina", { exact: true }).selectOption({ label: "Matemática" });
  await page.getByLabel("Fonte").fill("Cancelada E2E");

  // The server's answer held: the page is busy until the user cancels, then back to the form with nothing sent.
  // (An intercepted request reports no upload progress, so the share may stay at 0%.)
  let held = false;
  await page.route(/\/api\/exams\/questions-db\/import\?.*dry_run=true/, () => {
    held = true;
  });
  await page.getByRole("button", { name: "Pré-visualizar" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Enviando o arquivo|Lendo e conferindo/ })).toBeVisible();
  expect(held).toBe(true);
  await expectAccessible(page, "the file being checked");
  await page.getByRole("button", { name: "Cancelar" }).click();
  await expectToast(page, "Envio cancelado. Nada foi importado.");
  await expect(page.getByRole("button", { name: "Pré-visualizar" })).toBeEnabled();
  await page.unrouteAll({ behavior: "ignoreErrors" });

  // Refused between the preview and the import (the bank changed meanwhile): nothing saved, the problem beside it.
  await page.route(/\/api\/exams\/questions-db\/import\?.*dry_run=false/, (route) =>
    route.fulfill({
      status: 422,
      contentType: "application/json",
      body: JSON.stringify({
        error: {
          code: "UNPROCESSABLE",
          reason: "import_refused",
          params: { count: 1 },
          issues: [
            {
              path: ["line", 5],
              code: "subject_unknown",
              params: { at: 5, title: "Capital E2E" },
              message: "…",
            },
          ],
        },
      }),
    }),
  );
  await page.getByRole("button", { name: "Pré-visualizar" }).click();
  await page.getByRole("button", { name: "Importar 4 questões" }).click();
  const refusedAlert = page.getByRole("alert").filter({ hasText: "A importação foi recusada e nada foi salvo" });
  await expect(refusedAlert).toBeVisible();
  await expect(item(page, "Capital E2E")).toContainText("O assunto não é um assunto da disciplina.");
  await expect(page.getByRole("button", { name: "Importar 4 questões" })).toBeDisabled();
  await expectAccessible(page, "the import refused");
});
