import type { Page } from "@playwright/test";

/** A question of the import's preview, by its title. */
export const item = (page: Page, title: string) =>
  page.getByRole("list", { name: "Questões do arquivo" }).getByRole("article", { name: title });

/** Chooses a file to import, as the file field's dialog would. */
export async function choose(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByLabel("Arquivo a importar").setInputFiles({ name, mimeType, buffer });
}
