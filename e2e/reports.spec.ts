import fs from "node:fs/promises";
import ExcelJS from "exceljs";
import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";
import { testNow } from "../tests/support/test-now";

type Report = { label: string; dates: boolean; groups: "all" | "none"; usage: boolean; csvHeader: string };

const reports: Report[] = [
  { label: "Perguntas", dates: true, groups: "none", usage: false, csvHeader: "ID da pergunta,Escola" },
  { label: "Agendamentos", dates: true, groups: "none", usage: false, csvHeader: "ID,Escola" },
  { label: "Carga horária semanal", dates: false, groups: "none", usage: false, csvHeader: "Professor" },
  { label: "Uso dos grupos", dates: true, groups: "all", usage: true, csvHeader: "," },
];
const formats = ["JSON", "CSV", "CSV (Excel)", "XLSX"] as const;
const extension = { JSON: "json", CSV: "csv", "CSV (Excel)": "csv", XLSX: "xlsx" } as const;

async function choose(page: Page, report: Report) {
  await page.getByLabel("Relatório", { exact: true }).selectOption({ label: report.label });
  if (report.dates) {
    await page.getByRole("button", { name: "Este ano" }).click();
    const year = testNow().getUTCFullYear();
    await expect(page.getByLabel("De", { exact: true })).toHaveValue(`${year}-01-01`);
    await expect(page.getByLabel("Até", { exact: true })).toHaveValue(`${year}-12-31`);
  } else {
    await expect(page.getByLabel("De", { exact: true })).toHaveCount(0);
  }
  if (report.groups === "all") {
    const groups = page.getByRole("group", { name: "Grupos", exact: true });
    await groups.getByRole("button", { name: "Selecionar todas" }).click();
    await expect(groups.getByRole("checkbox").first()).toBeChecked();
    await expect(groups.getByRole("checkbox", { checked: false })).toHaveCount(0);
  }
}

async function checkFile(path: string, format: (typeof formats)[number], report: Report) {
  const bytes = await fs.readFile(path);
  expect(bytes.length).toBeGreaterThan(0);
  if (format === "JSON") {
    const body: unknown = JSON.parse(bytes.toString("utf8"));
    if (report.usage) expect(body).toEqual(expect.objectContaining({ total_questions: expect.any(Number) }));
    else expect(Array.isArray(body)).toBe(true);
  } else if (format !== "XLSX") {
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    // The groups usage CSV opens each section with its title line, then the header.
    const header = report.usage ? lines[1] : lines[0];
    // The Excel variant separates the same columns with ';'.
    expect(header).toContain(format === "CSV" ? report.csvHeader : report.csvHeader.replaceAll(",", ";"));
  } else {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    expect(workbook.worksheets.length).toBeGreaterThan(0);
    expect(workbook.worksheets[0]!.rowCount).toBeGreaterThan(0);
  }
}

test("an admin downloads each report in JSON, CSV, CSV for Excel and XLSX", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, "ana@example.com");
  await page.getByRole("navigation").getByRole("link", { name: "Relatórios" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Relatórios" })).toBeVisible();
  await expectAccessible(page, "the reports");

  for (const report of reports) {
    await choose(page, report);
    for (const format of formats) {
      await page.getByRole("radiogroup", { name: "Formato" }).getByRole("radio", { name: format, exact: true }).check();
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: "Baixar", exact: true }).click();
      const download = await downloading;
      // The days chosen, the last one included, whatever the zone's offset from UTC.
      const year = testNow().getUTCFullYear();
      const days = report.dates ? `_${year}-01-01_${year}-12-31` : "";
      expect(download.suggestedFilename(), `${report.label} ${format}`).toMatch(
        new RegExp(`${days}\\.${extension[format]}$`),
      );
      await checkFile(await download.path(), format, report);
      await expectToast(page, `Download concluído: ${download.suggestedFilename()}`);
    }
  }
});

test("the preview shows the first rows, and the groups usage figures beside the previous period", async ({ page }) => {
  await signIn(page, "ana@example.com");
  await page.goto("/reports");
  await choose(page, reports[0]!);
  await page.getByRole("button", { name: "Pré-visualizar" }).click();
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Aluno" })).toBeVisible();
  expect(await table.getByRole("row").count()).toBeGreaterThan(1);
  await expectAccessible(page, "a report's preview");

  // Groups usage needs a group: the schema's error is shown beside the field, before any request.
  await page.getByLabel("Relatório", { exact: true }).selectOption({ label: "Uso dos grupos" });
  await page.getByRole("button", { name: "Pré-visualizar" }).click();
  await expect(page.getByRole("group", { name: "Grupos", exact: true })).toHaveAccessibleDescription(
    /Escolha ao menos uma opção\.$/,
  );
  await expectAccessible(page, "the reports with the schema's error");

  await choose(page, reports[3]!);
  await page.getByRole("button", { name: "Pré-visualizar" }).click();
  for (const figure of [
    "Total de perguntas",
    "Tempo de resposta ajustado (média)",
    "Usuários ativos",
    "Avaliação média das respostas",
    "NPS médio",
    "NPS médio do tempo de resposta",
  ]) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/^Período anterior: /)).toHaveCount(6);
  await expect(page.getByRole("figure", { name: "Perguntas por disciplina" })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Avaliações das respostas (1 a 5)" })).toContainText("Nota 5:");
  await expectAccessible(page, "the groups usage figures");
});
