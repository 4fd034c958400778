import fs from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { locales } from "./locales";
import { messageAreas } from "./load-messages";

function keys(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const read = (locale: string, area: string) =>
  JSON.parse(fs.readFileSync(path.join("src/i18n/messages", locale, `${area}.json`), "utf8"));

describe("messages", () => {
  it.each(messageAreas)("%s has the same keys in every language, and no empty text", (area) => {
    const [first, ...others] = locales.map((locale) => read(locale, area));
    for (const other of others) expect(keys(other).sort()).toEqual(keys(first).sort());
    for (const locale of locales) {
      const empty = keys(read(locale, area)).filter(
        (k) =>
          k &&
          k.split(".").reduce<unknown>((v, part) => (v as Record<string, unknown>)[part], read(locale, area)) === "",
      );
      expect(empty).toEqual([]);
    }
  });

  it("counts zero in the plural in Portuguese (CLDR's `one` covers 0 and 1 there), so messages use `=1`", () => {
    const plurals = messageAreas.flatMap((area) =>
      keys(read("pt-BR", area)).filter((k) =>
        /plural, one \{/.test(
          String(k.split(".").reduce<unknown>((v, part) => (v as Record<string, unknown>)[part], read("pt-BR", area))),
        ),
      ),
    );
    expect(plurals).toEqual([]);
    const t = createTranslator({ locale: "pt-BR", messages: { q: read("pt-BR", "questions-interchange") } });
    expect([0, 1, 2].map((count) => t("q.questionsImport.confirm", { count }))).toEqual([
      "Importar 0 questões",
      "Importar 1 questão",
      "Importar 2 questões",
    ]);
  });

  it("offers importing the valid questions only when there are some, in every language", () => {
    for (const locale of locales) {
      const t = createTranslator({ locale, messages: { q: read(locale, "questions-interchange") } });
      const hint = (valid: number) => t("q.questionsImport.refusedHint", { refused: 3, valid });
      expect(hint(0)).not.toMatch(/\b0\b/);
      expect(hint(0)).toMatch(/Nenhuma pode ser importada|None can be imported/);
      expect(hint(2)).toMatch(/as 2 válidas|the 2 valid ones/);
    }
  });
});
