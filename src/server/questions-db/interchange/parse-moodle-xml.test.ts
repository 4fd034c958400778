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

const quiz = (...questions: string[]) => `<?xml version="1.0"?><quiz>${questions.join("")}</quiz>`;
const question = (type: string, body: string, name = "Q") =>
  `<question type="${type}"><name><text>${name}</text></name>` +
  `<questiontext format="html"><text>Texto</text></questiontext>${body}</question>`;
const answer = (fraction: number, text: string, extra = "") =>
  `<answer fraction="${fraction}"><text>${text}</text>${extra}</answer>`;
const category = (path: string) => `<question type="category"><category><text>${path}</text></category></question>`;

describe("parseMoodleXml, Moodle's constructs", () => {
  const only = (xml: string) => {
    const { questions, refused } = questionsAndRefused(parseMoodleXml(xml));
    expect(refused).toEqual([]);
    return questions;
  };

  it("keeps a single-answer question's best-scored options right and names the partial credit", () => {
    const [single, multiple] = only(
      quiz(
        question("multichoice", `<single>true</single>${answer(100, "a")}${answer(50, "b")}${answer(0, "c")}`),
        question("multichoice", `<single>false</single>${answer(50, "a")}${answer(50, "b")}${answer(-100, "c")}`),
      ),
    );
    expect(single!.question.answers.map((a) => a.is_correct_answer)).toEqual([true, false, false]);
    expect(single!.warnings.map((w) => [w.code, w.params])).toEqual([
      ["import_partial_credit", { answers: "b (50%)" }],
    ]);
    expect(multiple!.question.answers.map((a) => a.is_correct_answer)).toEqual([true, true, false]);
    expect(multiple!.warnings.map((w) => w.code)).toEqual(["import_weights_flattened"]);
  });

  it("leaves a short answer's partial credit out of the expected answer, with a warning", () => {
    const [q] = only(quiz(question("shortanswer", `${answer(100, "Frog")}${answer(50, "Cat")}${answer(0, "*")}`)));
    expect(q!.question.answers).toEqual([{ description: "Frog", is_correct_answer: true }]);
    expect(q!.warnings.map((w) => [w.code, w.params])).toEqual([
      ["import_partial_answers_dropped", { answers: "Cat (50%)" }],
    ]);
  });

  it("keeps a numerical question's best value and base unit, naming the other values and units it drops", () => {
    const units =
      "<units><unit><multiplier>1</multiplier><unit_name>m</unit_name></unit>" +
      "<unit><multiplier>100</multiplier><unit_name>cm</unit_name></unit></units>";
    const [q] = only(
      quiz(
        question(
          "numerical",
          `${answer(100, "9.8", "<tolerance>0.1</tolerance>")}${answer(50, "10", "<tolerance>0</tolerance>")}` +
            `${answer(0, "*", "<feedback><text>Errado.</text></feedback>")}${units}`,
        ),
      ),
    );
    expect(q!.question.answers).toEqual([{ description: "9.8 ± 0.1 m", is_correct_answer: true }]);
    expect(q!.question.solution).toBe("**(c)** Errado.");
    expect(q!.warnings.map((w) => [w.code, w.params])).toEqual([
      ["import_numerical_converted", { expected: "9.8 ± 0.1 m" }],
      ["import_numerical_alternatives_dropped", { answers: "10 (50%)" }],
      ["import_numerical_units_dropped", { units: "cm (× 100)" }],
    ]);
  });

  it("keeps category paths apart, names a shortened one once, and maps Default for … to the import's subject", () => {
    const questions = only(
      quiz(
        category("$course$/top/Álgebra/Exercícios"),
        question("essay", "", "A"),
        question("essay", "", "A2"),
        category("$course$/top/Geometria/Exercícios"),
        question("essay", "", "B"),
        category("$course$/top/Geometria/Ângulos"),
        question("essay", "", "C"),
        category("$course$/Default for Matemática"),
        question("essay", "", "D"),
      ),
    );
    expect(questions.map((q) => [q.title, q.question.subject, q.warnings.map((w) => w.params)])).toEqual([
      ["A", "Álgebra › Exercícios", []],
      ["A2", "Álgebra › Exercícios", []],
      ["B", "Geometria › Exercícios", []],
      ["C", "Ângulos", [{ path: "Geometria/Ângulos", subject: "Ângulos" }]],
      ["D", null, []],
    ]);
  });

  it("turns a Moodle 1.9 picture into an embedded file after the text, and warns when its bytes are missing", () => {
    const [embedded, missing] = only(
      quiz(
        question(
          "essay",
          "<image>images/foto 1.png</image><image_base64>" +
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==" +
            "</image_base64>",
        ),
        question("essay", "<image>perdida.png</image>"),
      ),
    );
    expect(embedded!.question.description).toBe("Texto\n\n![](@@PLUGINFILE@@/foto%201.png)");
    expect(embedded!.files.map((f) => f.name)).toEqual(["foto 1.png"]);
    expect(missing!.files).toEqual([]);
    expect(missing!.warnings.map((w) => [w.code, w.params])).toEqual([
      ["import_image_missing", { name: "perdida.png" }],
    ]);
  });
});
