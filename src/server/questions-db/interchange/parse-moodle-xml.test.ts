import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { DomainError } from "@/server/errors/domain-error";
import { parseMoodleXml } from "./parse-moodle-xml";
import { questionsAndRefused } from "../../../../tests/support/parsed-file";

const parsed = questionsAndRefused(
  parseMoodleXml(fs.readFileSync("tests/fixtures/interchange/syntax.moodle.xml", "utf8")),
);
const byTitle = (title: string) => parsed.questions.find((q) => q.title === title)!;

const refusal = (xml: string) => {
  try {
    parseMoodleXml(xml);
  } catch (error) {
    return error instanceof DomainError ? error.reason : error;
  }
  return "accepted";
};

describe("parseMoodleXml", () => {
  it("reads a multiple choice from HTML with its embedded file, maths, feedback and hint", () => {
    const q = byTitle("Velocidade");
    expect(q.question).toMatchObject({
      type: "MULTIPLE_CHOICE",
      subject: "Cinemática",
      description: "Qual a velocidade média? ![gráfico](@@PLUGINFILE@@/grafico%201.png) $v = \\frac{d}{t}$",
      answers: [
        { description: "10 m/s", is_correct_answer: true },
        { description: "20 m/s", is_correct_answer: false },
      ],
      solution: "Divida a distância pelo tempo.\n\n**(a)** Certo.",
      hint: "Lembre da fórmula.",
    });
    expect(q.files).toHaveLength(1);
    expect(q.files[0]!.name).toBe("grafico 1.png");
    expect(q.files[0]!.bytes.subarray(1, 4).toString()).toBe("PNG");
  });

  it("reads several right answers in markdown, true/false, short answer, essay, numerical, description", () => {
    expect(byTitle("Vetores").question.answers.map((a) => a.is_correct_answer)).toEqual([true, true, false]);
    expect(byTitle("Vetores").question.description).toBe("Quais são **vetores**?");
    expect(byTitle("Inércia").question).toMatchObject({
      type: "MULTIPLE_CHOICE",
      answers: [
        { description: "Verdadeiro", is_correct_answer: true },
        { description: "Falso", is_correct_answer: false },
      ],
    });
    expect(byTitle("Unidade").question).toMatchObject({
      type: "DISCURSIVE",
      description: "Unidade de força\\\nno SI?",
      answers: [{ description: "newton / N", is_correct_answer: true }],
    });
    expect(byTitle("Explique").question).toMatchObject({
      type: "DISCURSIVE",
      description: "Explique a segunda lei.",
      answers: [{ description: "F = m a", is_correct_answer: true }],
    });
    expect(byTitle("Gravidade").question.answers).toEqual([{ description: "9.8 ± 0.1", is_correct_answer: true }]);
    expect(byTitle("Leitura").question).toMatchObject({ type: "CONTENT", description: "## Leia\n\n- um\n- dois" });
  });

  it("refuses matching and cloze question by question, with their lines", () => {
    expect(parsed.refused.map((r) => [r.title, r.code])).toEqual([
      ["Pares", "import_type_unsupported"],
      ["Cloze", "import_type_unsupported"],
    ]);
    expect(parsed.refused[0]!.at).toBeGreaterThan(50);
    expect(parsed.questions).toHaveLength(7);
  });

  it("refuses a DOCTYPE, so no external entity is fetched and no entity expands", () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY x SYSTEM "file:///etc/passwd">]><quiz>&x;</quiz>`;
    const laughs =
      `<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>` +
      `<quiz><question type="description"><questiontext><text>&b;</text></questiontext></question></quiz>`;
    expect(refusal(xxe)).toBe("xml_doctype_refused");
    expect(refusal(laughs)).toBe("xml_doctype_refused");
    expect(refusal("<quiz>&undefined;</quiz>")).toBe("xml_malformed");
    expect(refusal("<quiz><question>")).toBe("xml_malformed");
    expect(refusal("<other/>")).toBe("xml_malformed");
  });
});
