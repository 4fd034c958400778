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

  it("puts a true/false question's two feedbacks on the answers they follow: the wrong one's first", () => {
    const q = questionsAndRefused(parseGift("::TF::Grant is buried in Grant's tomb.{FALSE#Wrong, no one.#Right!}\n"))
      .questions[0]!;
    expect(q.question.answers.map((a) => a.is_correct_answer)).toEqual([false, true]);
    expect(q.question.solution).toBe("**(a)** Wrong, no one.\n\n**(b)** Right!");
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

  it("names the category path it shortens, once, on the category's first question", () => {
    expect(byTitle("Soma simples").warnings).toEqual([
      expect.objectContaining({
        code: "import_category_shortened",
        params: { path: "Álgebra/Equações", subject: "Equações" },
      }),
    ]);
    expect(byTitle("Escapes").warnings).toEqual([]);
  });
});

const one = (gift: string) => {
  const { questions, refused } = questionsAndRefused(parseGift(gift));
  expect(refused).toEqual([]);
  return questions[0]!;
};

describe("parseGift, Moodle's constructs", () => {
  it("reads a numerical answer with wrong-answer feedback, and names the alternative values it drops", () => {
    const q = one("::Q5:: What is a number from 1 to 5? {#3:2~#Completely wrong}");
    expect(q.question).toMatchObject({
      type: "DISCURSIVE",
      answers: [{ description: "3 ± 2", is_correct_answer: true }],
      solution: "**(b)** Completely wrong",
    });
    const alternatives = one("Grant born? {#\n=1822:0 #Right\n=%50%1822:2 #Close\n}");
    expect(alternatives.question.answers).toEqual([{ description: "1822 ± 0", is_correct_answer: true }]);
    expect(alternatives.warnings.map((w) => [w.code, w.params])).toEqual([
      ["import_numerical_converted", { expected: "1822 ± 0" }],
      ["import_numerical_alternatives_dropped", { answers: "1822 ± 2 (50%)" }],
    ]);
  });

  it("applies per-answer and per-feedback format tags instead of keeping them as text", () => {
    const q = one("::Q2::[markdown]What? {=**yellow** # right ~red # [html]<b>no</b> ~[plain]*blue* # [moodle]no}");
    expect(q.question.answers.map((a) => a.description)).toEqual(["**yellow**", "red", "\\*blue\\*"]);
    expect(q.question.solution).toBe("**(a)** right\n\n**(b)** **no**\n\n**(c)** no");
    const html = one("::H::[html]<i>Qual</i>?{=[plain]<b> ~[markdown]**x** ####[plain]a*b}");
    expect(html.question.description).toBe("*Qual*?");
    expect(html.question.answers.map((a) => a.description)).toEqual(["\\<b\\>", "**x**"]);
    expect(html.question.solution).toBe("a\\*b");
  });

  it("keeps only the best-scored answers of a single-answer question right, naming the partial credit", () => {
    const q = one("Difficult question.{~wrong answer ~%50%half credit answer =full credit answer}");
    expect(q.question.answers.map((a) => a.is_correct_answer)).toEqual([false, false, true]);
    expect(q.warnings.map((w) => [w.code, w.params])).toEqual([
      ["import_partial_credit", { answers: "half credit answer (50%)" }],
    ]);
    // Only ~ answers: multiple answers, every positive weight right.
    const multiple = one("Who? {~No one ~%50%Grant ~%50%Grant's wife ~Grant's father}");
    expect(multiple.question.answers.map((a) => a.is_correct_answer)).toEqual([false, true, true, false]);
    expect(multiple.warnings.map((w) => w.code)).toEqual(["import_weights_flattened"]);
  });

  it("leaves a short answer's partial credit out of the expected answer, with a warning", () => {
    const q = one("::S::Which is the best animal?{=Frog#Good! =%50%Cat#Cats. =%0%*#Completely wrong}");
    expect(q.question.answers).toEqual([{ description: "Frog", is_correct_answer: true }]);
    expect(q.warnings.map((w) => [w.code, w.params])).toEqual([
      ["import_partial_answers_dropped", { answers: "Cat (50%)" }],
    ]);
  });

  it("keeps category paths apart and gives Moodle's automatic categories the import's subject", () => {
    const { questions } = questionsAndRefused(
      parseGift(
        [
          "$CATEGORY: $course$/top/Álgebra/Exercícios",
          "A{}",
          "$CATEGORY: $course$/top/Geometria/Exercícios",
          "B{}",
          "$CATEGORY: $course$/top/Geometria",
          "C{}",
          "$CATEGORY: $course$/Default for Matemática",
          "D{}",
          "$CATEGORY: $course$/top/Default for Matemática/Frações",
          "E{}",
        ].join("\n\n"),
      ),
    );
    expect(questions.map((q) => q.question.subject)).toEqual([
      "Álgebra › Exercícios",
      "Geometria › Exercícios",
      "Geometria",
      null,
      "Frações",
    ]);
    expect(questions[0]!.warnings).toEqual([]);
  });

  it("reads back the expected answer an exported essay carries in its general feedback", () => {
    const q = one(
      "::E::[markdown]Who?{\n####**Resposta esperada\\:**\\n\\nno one / nobody\\n\\n**Solução\\:**\\n\\nNobody.\n}",
    );
    expect(q.question).toMatchObject({
      type: "DISCURSIVE",
      answers: [{ description: "no one / nobody", is_correct_answer: true }],
      solution: "Nobody.",
    });
    expect(one("::E::Why?{####Because.}").question).toMatchObject({ answers: [], solution: "Because." });
  });
});
