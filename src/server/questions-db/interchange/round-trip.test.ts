import { describe, expect, it } from "vitest";
import { giftWriter } from "./gift-writer";
import { interchangeQuestion, type InterchangeQuestion, type ParsedFile } from "./interchange-question";
import { moodleXmlWriter } from "./moodle-xml-writer";
import { parseGift } from "./parse-gift";
import { parseMoodleXml } from "./parse-moodle-xml";
import { readXlsx } from "./read-xlsx";
import type { TextWriter } from "./text-writer";
import { questionsAndRefused } from "../../../../tests/support/parsed-file";
import { xlsxOf } from "../../../../tests/support/xlsx-of";

const subject = "Frações / razões";
const base = { ...interchangeQuestion({ type: "CONTENT", description: "", answers: [] }), subject };
const tricky =
  "Texto com {chaves}, ~til~, = igual, # cerquilha, : dois-pontos, \\ barra, ]]> fim de CDATA e _x0041_ de planilha";

/** One question of every type the bank has, with what the formats must carry through. */
const questions: InterchangeQuestion[] = [
  {
    ...base,
    type: "MULTIPLE_CHOICE",
    description: `Quanto é $\\frac{1}{2} + \\frac{1}{4}$?\n\n${tricky}`,
    answers: [
      { description: "$\\frac{3}{4}$", is_correct_answer: true },
      { description: "**1**", is_correct_answer: false },
    ],
    solution: "Some as frações:\n\n$$\\frac{2}{4} + \\frac{1}{4}$$",
  },
  {
    ...base,
    type: "MULTIPLE_CHOICE",
    description: "Quais são pares?",
    answers: [
      { description: "2", is_correct_answer: true },
      { description: "3", is_correct_answer: false },
      { description: "4", is_correct_answer: true },
    ],
  },
  { ...base, type: "DISCURSIVE", description: "Explique a regra.", answers: [], solution: "Uma *regra*." },
  {
    ...base,
    type: "DISCURSIVE",
    description: "Qual a fração?",
    answers: [{ description: "$\\frac{1}{3}$", is_correct_answer: true }],
  },
  {
    ...base,
    type: "DISCURSIVE",
    description: "Who's buried in Grant's tomb?",
    answers: [{ description: "no one / nobody", is_correct_answer: true }],
    solution: "Grant and his wife are *entombed*, {not} buried: ~ = #.",
  },
  { ...base, type: "CONTENT", description: "# Leitura\n\nUm texto ![figura](https://example.org/f.png).", answers: [] },
];

const textRoundTrip = (writer: TextWriter, parse: (text: string) => ParsedFile) => {
  const text =
    writer.head +
    writer.category(base.subject) +
    questions.map((question) => writer.question(question)).join("") +
    writer.tail;
  const parsed = questionsAndRefused(parse(text));
  expect(parsed.refused).toEqual([]);
  return parsed.questions.map((q) => q.question);
};

/** What a format carries: the text, the answers, the subject, and the solution where it has a place. */
const carried = (question: InterchangeQuestion, solution: boolean) => ({
  type: question.type,
  description: question.description,
  answers: question.answers,
  subject: question.subject,
  ...(solution ? { solution: question.solution } : {}),
});

describe("export then import gives the same questions", () => {
  it("GIFT", () => {
    const back = textRoundTrip(giftWriter, parseGift);
    // A content item has no answer block, so no place for a solution.
    expect(back.map((q) => carried(q, q.type !== "CONTENT"))).toEqual(
      questions.map((q) => carried(q, q.type !== "CONTENT")),
    );
  });

  it("GIFT writes a discursive question as an essay, never as a short answer Moodle would grade by match", () => {
    const text = giftWriter.question(questions.find((q) => q.description.startsWith("Who's buried"))!);
    expect(text).not.toContain("=no one");
    expect(text).toContain("{\n####**Resposta esperada\\:**\\n\\nno one / nobody\\n\\n**Solução\\:**");
    expect(moodleXmlWriter.question(questions[3]!)).toContain('<question type="essay">');
  });

  it("Moodle XML (with the hint)", () => {
    const withHint = questions.map((q) => ({ ...q, hint: "Pense em $x$." }));
    const text =
      moodleXmlWriter.head + withHint.map((q) => moodleXmlWriter.question(q)).join("") + moodleXmlWriter.tail;
    expect(questionsAndRefused(parseMoodleXml(text)).questions.map((q) => q.question.hint)).toEqual(
      withHint.map(() => "Pense em $x$."),
    );
    const back = textRoundTrip(moodleXmlWriter, parseMoodleXml);
    expect(back.map((q) => carried(q, true))).toEqual(questions.map((q) => carried(q, true)));
  });

  it("XLSX, every field", async () => {
    const full = questions.map((q, i) => ({
      ...q,
      difficulty: "HARD" as const,
      source: "ENEM",
      source_edition: "2020",
      source_edition_observation: "2º dia",
      source_question_number: i + 1,
      study_orientation: "Revise frações.",
      hint: "Pense.",
      discipline_id: 7,
      other_subjects: [3, 4],
    }));
    const bytes = await xlsxOf(full);
    const parsed = questionsAndRefused(await readXlsx(bytes));
    expect(parsed.refused).toEqual([]);
    expect(parsed.questions.map((q) => q.question)).toEqual(full.map((q) => ({ ...q, solution: q.solution ?? null })));
    expect(parsed.questions.map((q) => q.at)).toEqual([2, 3, 4, 5, 6, 7]);
  });
});
