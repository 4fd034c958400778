import fs from "node:fs";
import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";
import { pythonCsv } from "../tests/support/spreadsheets";

const headers = [
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
];

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the list exported for Excel in Brazil reads in Python's csv with ';', at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, "ana@example.com");
    await page.goto("/performance");
    const table = page.getByRole("table", { name: "Desempenho dos alunos" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    const count = Number((await page.getByText(/^\d+ alunos$/).textContent())!.split(" ")[0]);

    await page.getByLabel("Formato da exportação").selectOption({ label: "CSV (Excel)" });
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar", exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^desempenho_\d{4}-\d{2}-\d{2}\.csv$/);
    await expectToast(page, `Exportação concluída: ${download.suggestedFilename()}`);
    await expectAccessible(page, "the performance page after an export");

    const [head, ...rows] = pythonCsv(fs.readFileSync((await download.path())!, "utf8"), ";");
    expect(head).toEqual(headers);
    // Every student of the list, not the page on screen.
    expect(rows).toHaveLength(count);
    const times = rows.map((r) => r[8]!);
    // Decimal commas, never points; nothing to average is an empty cell, never a 0.
    expect(times.some((t) => /^\d+,\d+$/.test(t))).toBe(true);
    expect(rows.flatMap((r) => r.slice(3)).some((cell) => cell.includes("."))).toBe(false);
    expect(rows.some((r) => r[9] === "")).toBe(true);
    expect(rows.flatMap((r) => r.slice(8)).includes("0")).toBe(false);
  });
}
