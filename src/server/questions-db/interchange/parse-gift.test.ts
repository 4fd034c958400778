import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseGift } from "./parse-gift";
import { questionsAndRefused } from "../../../../tests/support/parsed-file";

const file = fs.readFileSync("tests/fixtures/interchange/syntax.gift.txt", "utf8");
const parsed = questionsAndRefused(parseGift(file));
const byTitle = (title: string) => parsed.questions.find((q) => q.title === title)!;

describe("parseGift", () => {
  it("reads a multiple choice with feedback, general feedback and its category", () => {
    const q = byTitle("Soma simples");
    expect(q.at).toBe(6);
    expect(q.question).toMatchObject({
      type: "MULTIPLE_CHOICE",
      description: "Quanto é 2 + 2?",
      subject: "Equações",
      answers: [
        { description: "4", is_correct_answer: true },
        { description: "3", is_correct_answer: false },
        { description: "5", is_correct_answer: false },
      ],
      solution: "Some as unidades.\n\n**(a)** Isso mesmo.\n\n**(b)** Falta um.",
    });
  });

  it("unescapes \\~ \\= \\# \\{ \\} \\:", () => {
    const q = byTitle("Escapes");
    expect(q.question.description).toBe("Qual símbolo é \\~, = ou #? E chaves { } e dois-pontos: ok?");
    expect(q.question.answers.map((a) => a.description)).toEqual(["til \\~", "igual ="]);
  });

  it("keeps several right answers (weights) and multi-line markdown", () => {
    const q = byTitle("Vários corretos");
    expect(q.question.description).toBe("Quais são **primos**?\nEscolha todos.");
    expect(q.question.answers.map((a) => a.is_correct_answer)).toEqual([true, true, false]);
    expect(q.warnings).toEqual([expect.objectContaining({ code: "import_weights_flattened" })]);
  });

  it("turns true/false into a multiple choice of two", () => {
    expect(byTitle("Verdadeiro").question).toMatchObject({
      type: "MULTIPLE_CHOICE",
      answers: [
        { description: "Verdadeiro", is_correct_answer: true },
        { description: "Falso", is_correct_answer: false },
      ],
      solution: "**(a)** Correto.\n\n**(b)** Errado.",
    });
    expect(byTitle("Falso").question.answers.map((a) => a.is_correct_answer)).toEqual([false, true]);
  });

  it("turns short answers, essays and numbers into discursive questions, maths kept", () => {
    expect(byTitle("Curta").question).toMatchObject({
      type: "DISCURSIVE",
      subject: "Geometria",
      answers: [{ description: "Brasília / brasilia", is_correct_answer: true }],
    });
    expect(byTitle("Dissertativa").question).toMatchObject({
      type: "DISCURSIVE",
      description: "Explique $$\\frac{a}{b}$$ e $x^2$.",
      answers: [],
    });
    expect(byTitle("Numérica").question.answers).toEqual([{ description: "3.14 ± 0.01", is_correct_answer: true }]);
    expect(byTitle("Faixa").question.answers).toEqual([{ description: "1 a 5", is_correct_answer: true }]);
  });

  it("turns a description into content, HTML into sanitised markdown", () => {
    expect(byTitle("Descrição").question).toMatchObject({
      type: "CONTENT",
      description: "Leia o **texto** abaixo.",
      answers: [],
    });
  });

  it("fills a missing word's gap and escapes plain text", () => {
    expect(byTitle("Lacuna").question.description).toBe("O Brasil foi descoberto em _____ por Cabral.");
    expect(byTitle("Texto plano").question.description).toBe("Preço: R\\$ 5 \\* 2 = \\_10\\_");
  });

  it("refuses matching and an unclosed brace, by line, and goes on", () => {
    expect(parsed.refused).toEqual([
      expect.objectContaining({ at: 40, title: "Pares", code: "import_type_unsupported" }),
      expect.objectContaining({ at: 48, title: "Aberta", code: "gift_brace_unclosed" }),
    ]);
    expect(parsed.questions).toHaveLength(12);
  });
});
