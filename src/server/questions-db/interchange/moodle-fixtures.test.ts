import { describe, expect, it } from "vitest";
import { isRefused } from "./interchange-question";
import { parseGift } from "./parse-gift";
import { parseMoodleXml } from "./parse-moodle-xml";
import { imported, outcomes, readMoodleFixture as read } from "../../../../tests/support/moodle-fixtures";
import { questionsAndRefused } from "../../../../tests/support/parsed-file";

/**
 * Moodle's own files (tests/fixtures/interchange/moodle, copied from moodle/moodle): for each, which
 * questions import (type, subject, warning codes), which are refused and why, in the file's order. The
 * two that embed files (multichoice.xml, truefalse.xml) are in moodle-media-fixtures.test.ts.
 */
const mc = "MULTIPLE_CHOICE";
const disc = "DISCURSIVE";
const matching = { refused: "import_type_unsupported" };
const numerical = "import_numerical_converted";
const joined = "import_answers_joined";
const partial = "import_partial_credit";
const partialDropped = "import_partial_answers_dropped";
const alternatives = "import_numerical_alternatives_dropped";
const flattened = "import_weights_flattened";
const shortened = "import_category_shortened";

describe("Moodle's GIFT examples.txt", () => {
  const all = outcomes(parseGift(read("examples.txt")));

  it("imports 40 of its 43 questions and refuses the 3 matching ones", () => {
    expect(all).toHaveLength(43);
    expect(all.filter((o) => "refused" in o)).toEqual([
      { title: "Matching Question.", ...matching },
      { title: "Match the following countries with their corresponding capit", ...matching },
      { title: "Match the following countries with their corresponding capit", ...matching },
    ]);
    expect(all.filter((o) => !("refused" in o))).toHaveLength(40);
  });

  it("warns of each conversion, in the file's order", () => {
    expect(all.map((o) => ("refused" in o ? o.refused : [o.type, ...o.warnings].join(" ")))).toEqual([
      mc,
      mc,
      mc,
      `${disc} ${joined}`,
      `${disc} ${numerical}`,
      mc,
      mc,
      mc,
      mc,
      `${disc} ${joined}`,
      `${disc} ${joined}`,
      mc,
      mc,
      matching.refused,
      matching.refused,
      `${disc} ${numerical}`,
      `${disc} ${numerical}`,
      `${disc} ${numerical}`,
      `${disc} ${numerical} ${alternatives}`,
      `${disc} ${numerical}`,
      disc,
      mc,
      mc,
      `${disc} ${joined}`,
      `${disc} ${joined}`,
      mc,
      `${mc} ${partial}`,
      `${mc} ${partial}`,
      `${disc} ${partialDropped}`,
      `${mc} ${flattened}`,
      `${mc} ${flattened}`,
      mc,
      mc,
      mc,
      mc,
      mc,
      `${disc} ${joined}`,
      `${disc} ${numerical}`,
      matching.refused,
      mc,
      `${mc} ${partial}`,
      `${disc} ${partialDropped}`,
      `${disc} ${numerical} ${alternatives}`,
    ]);
  });

  it("keeps only the best-scored answers right and names the partial credit", () => {
    const items = questionsAndRefused(parseGift(read("examples.txt"))).questions;
    const hometown = items.filter((item) => item.title === "Jesus' hometown");
    expect(hometown[0]!.question.answers).toEqual([
      { description: "Jerusalem", is_correct_answer: false },
      { description: "Bethlehem", is_correct_answer: false },
      { description: "Galilee", is_correct_answer: false },
      { description: "Nazareth", is_correct_answer: true },
    ]);
    expect(hometown[0]!.warnings[0]!.params).toEqual({ answers: "Bethlehem (25%); Galilee (50%)" });
    expect(hometown[1]!.question.answers).toEqual([{ description: "Nazareth", is_correct_answer: true }]);
    expect(hometown[1]!.warnings[0]!.params).toEqual({ answers: "Nazereth (75%); Bethlehem (25%)" });
    const example = items.find((item) => item.title === "Numerical example")!;
    expect(example.question.answers).toEqual([{ description: "1822 ± 0", is_correct_answer: true }]);
    expect(example.warnings[1]!.params).toEqual({ answers: "1822 ± 2 (50%)" });
  });
});

describe("Moodle's GIFT test fixtures", () => {
  it("questions.gift.txt: numerical with wrong-answer feedback, per-answer formats, partial short answers", () => {
    expect(outcomes(parseGift(read("questions.gift.txt")))).toEqual([
      { title: "Q8", ...imported(disc, null) },
      { title: "Moodle activities", ...matching },
      { title: "Q2", ...imported(mc, null) },
      { title: "colours", ...imported(mc, null, flattened) },
      { title: "Q5", ...imported(disc, null, numerical) },
      { title: "Shortanswer", ...imported(disc, null, partialDropped) },
      { title: "Q1", ...imported(mc, null) },
      { title: "2-08 TSL", ...imported(mc, null) },
      { title: "2-08 TSL", ...imported(mc, null) },
    ]);
    const items = questionsAndRefused(parseGift(read("questions.gift.txt"))).questions;
    const byTitle = (title: string) => items.find((item) => item.title === title)!;
    expect(byTitle("Q2").question.answers.map((a) => a.description)).toEqual(["yellow", "red", "blue"]);
    expect(byTitle("Q2").question.solution).toBe(
      "**(a)** right; good!\n\n**(b)** wrong, it's yellow\n\n**(c)** wrong, it's yellow",
    );
    expect(byTitle("colours").question.answers).toEqual([
      { description: "yellow", is_correct_answer: true },
      { description: "red", is_correct_answer: false },
      { description: "off-beige", is_correct_answer: true },
      { description: "blue", is_correct_answer: false },
    ]);
    expect(byTitle("Q5").question.answers).toEqual([{ description: "3 ± 2", is_correct_answer: true }]);
    expect(byTitle("Q5").question.solution).toBe("**(b)** Completely wrong");
    expect(byTitle("Shortanswer").question.answers).toEqual([{ description: "Frog", is_correct_answer: true }]);
    expect(byTitle("Shortanswer").warnings[0]!.params).toEqual({ answers: "Cat (50%)" });
  });

  it("questions_in_category.gift.txt: the automatic category takes the import's subject, italics kept", () => {
    expect(outcomes(parseGift(read("questions_in_category.gift.txt")))).toEqual([
      { title: "Moodle activities", ...matching },
      { title: "Greeting", ...imported(mc, null) },
      { title: "Moodle user", ...imported(disc, null) },
      { title: "Moodle acronym", ...imported(mc, null) },
    ]);
    const items = questionsAndRefused(parseGift(read("questions_in_category.gift.txt"))).questions;
    expect(items[0]!.question.description).toBe(
      "[Listen to this greeting:](http://demo.moodle.net/file.php/5/media/bonjour.mp3)" +
        "\\\n\\\nWhat language is being spoken?",
    );
    expect(items[2]!.question.description).toBe(
      "Moodle is an acronym for *Modular Object-Oriented Dynamic Learning Environment*.",
    );
  });
});

describe("Moodle's XML test fixtures", () => {
  it("nested_categories_with_questions.xml: nested categories stay apart, shortened ones named once", () => {
    const file = parseMoodleXml(read("nested_categories_with_questions.xml"));
    expect(outcomes(file)).toEqual([
      { title: "Iota Question", ...imported(mc, "Iota") },
      { title: "Kappa Essay Question", ...imported(disc, "Kappa", shortened) },
      { title: "Kappa Question", ...imported(mc, "Kappa") },
      { title: "Lambda Question", ...imported(mc, "Lambda", shortened) },
      { title: "Mu Question", ...imported(mc, "Mu", shortened) },
    ]);
    const lambda = [...file].find((item) => item.title === "Lambda Question")!;
    expect(!isRefused(lambda) && lambda.warnings[0]!.params).toEqual({ path: "Iota/Kappa/Lambda", subject: "Lambda" });
  });

  it("categories_reverse_order.xml and category_with_description.xml", () => {
    expect(outcomes(parseMoodleXml(read("categories_reverse_order.xml")))).toEqual([
      { title: "Tau Question", ...imported(disc, "Tau", shortened) },
      { title: "Sigma Question", ...imported(disc, "Sigma") },
    ]);
    expect(outcomes(parseMoodleXml(read("category_with_description.xml")))).toEqual([
      { title: "Alpha Question", ...imported(mc, "Alpha") },
    ]);
  });

  it("error_invalid_grades.xml: a multiple-answer question, every positive weight right", () => {
    const file = parseMoodleXml(read("error_invalid_grades.xml"));
    expect(outcomes(file)).toEqual([
      {
        title: "Question with <strong>invalid grades</strong> : x > 1 & x < 2",
        ...imported(mc, null, flattened),
      },
    ]);
    const [item] = questionsAndRefused(file).questions;
    expect(item!.question.answers.map((a) => [a.description, a.is_correct_answer])).toEqual([
      ["1", false],
      ["2", true],
      ["3", true],
      ["4", false],
      ["5", true],
    ]);
  });

  it("nested_categories.xml, old_format_file.xml: module contexts left out, nested paths shortened and named", () => {
    expect(outcomes(parseMoodleXml(read("nested_categories.xml")))).toEqual([
      { title: "Zeta Question", ...imported(mc, "Zeta", shortened) },
    ]);
    expect(outcomes(parseMoodleXml(read("old_format_file.xml")))).toEqual([
      { title: "Pi Question", ...imported(mc, "Pi") },
      { title: "Rho Question", ...imported(mc, "Rho", shortened) },
    ]);
  });

  it("export_category.xml, deprecated_category.xml, html_chars_in_idnumbers.xml: one true/false each", () => {
    for (const name of ["export_category.xml", "deprecated_category.xml", "html_chars_in_idnumbers.xml"])
      expect(outcomes(parseMoodleXml(read(name))), name).toEqual([
        { title: "Alpha Question", ...imported(mc, "Alpha") },
      ]);
  });

  it("broken_cloze_questions.xml: every Cloze question refused, each with its title", () => {
    expect(outcomes(parseMoodleXml(read("broken_cloze_questions.xml")))).toEqual(
      [
        "Multianswer question without subquestions",
        "Multichoice subquestion without choices",
        "Multichoice subquestion with only one choice",
        "Multichoice subquestion with no completely correct answer",
        "Numerical subquestion with buggy answer",
      ].map((title) => ({ title, refused: "import_type_unsupported" })),
    );
  });

  it("multianswer.xml: Cloze is refused", () => {
    expect(outcomes(parseMoodleXml(read("multianswer.xml")))).toEqual([
      { title: "cloze with images", refused: "import_type_unsupported" },
    ]);
  });

  it("sample_questions_with_old_image_tag.xml: Moodle 1.9 <image_base64> becomes an embedded file", () => {
    const items = [...parseMoodleXml(read("sample_questions_with_old_image_tag.xml"))];
    expect(outcomes(items)).toEqual([
      { title: "cloze question with image", refused: "import_type_unsupported" },
      { title: "mcq with image", ...imported(mc, null) },
    ]);
    const mcq = items[1]!;
    if (isRefused(mcq)) throw new Error("refused");
    expect(mcq.question.description).toBe(
      'This is a multichoice question with an image in the old "image" field that was used in Moodle 1.9\n\n' +
        "![](@@PLUGINFILE@@/moodle.png)",
    );
    expect(mcq.files.map((f) => [f.name, f.bytes.length, f.bytes.subarray(1, 4).toString()])).toEqual([
      ["moodle.png", 606, "PNG"],
    ]);
    expect(mcq.question.answers.map((a) => a.is_correct_answer)).toEqual([false, false, true]);
  });
});
