import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition";

/** What a client reads: the ASCII filename and the decoded filename*. */
function namesOf(header: string) {
  const plain = /filename="([^"]*)"/.exec(header)?.[1];
  const extended = /filename\*=UTF-8''([^;\s]+)/.exec(header)?.[1];
  return { plain, extended: extended && decodeURIComponent(extended), rawExtended: extended };
}

describe("contentDisposition", () => {
  it("keeps a plain name as it is", () => {
    const name = "perguntas_2026-06-01_2026-06-30.csv";
    expect(contentDisposition("attachment", name)).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
  });

  it("leaves no path, quote, backslash, dot-dot or control character in a hostile group name", () => {
    const header = contentDisposition("attachment", 'uso-dos-grupos_a/../"b\\c\r\nX-Evil: 1\u0000_Turma Ação.csv');
    expect(header).not.toMatch(/[\r\n\u0000]/);
    const { plain, extended, rawExtended } = namesOf(header);
    for (const name of [plain!, extended!]) {
      expect(name).not.toMatch(/[/\\"\u0000-\u001f]/);
      expect(name).not.toContain("..");
    }
    expect(plain).toMatch(/^[\x20-\x7e]+$/);
    expect(plain).toContain("Turma Acao.csv");
    expect(extended).toContain("Turma Ação.csv");
    // RFC 8187 attr-char only: ' ( ) * and spaces are escaped too, which encodeURIComponent leaves.
    expect(rawExtended).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
  });

  it("escapes what encodeURIComponent leaves in filename*", () => {
    const { rawExtended, extended } = namesOf(contentDisposition("attachment", "it's (1)+.csv"));
    expect(rawExtended).toBe("it%27s%20%281%29+.csv");
    expect(extended).toBe("it's (1)+.csv");
  });

  it("gives names Windows, macOS and Linux all take, in filename as in filename*", () => {
    const cases: [string, string][] = [
      ["a-b*c?d<e>f|g:h.csv", "a-b-c-d-e-f-g-h.csv"],
      ["Turma 1 . ", "Turma 1"],
      ["CON.csv", "_CON.csv"],
      ["lpt1", "_lpt1"],
      ["console.csv", "console.csv"],
    ];
    for (const [name, saved] of cases) {
      const { plain, extended } = namesOf(contentDisposition("attachment", name));
      expect([plain, extended], name).toEqual([saved, saved]);
    }
  });

  it("names something when nothing of the name is left", () => {
    expect(namesOf(contentDisposition("inline", "../..")).plain).toBe("download");
  });
});
