import { describe, expect, it } from "vitest";
import type { Ctx } from "@/server/context";
import { LocalStorage } from "@/server/storage/local-storage";
import { prepare } from "../prepare-imported";
import { parseMoodleXml } from "./parse-moodle-xml";
import type { ParsedQuestion } from "./interchange-question";
import { imported, outcomes, readMoodleFixture } from "../../../../tests/support/moodle-fixtures";
import { questionsAndRefused } from "../../../../tests/support/parsed-file";

/**
 * Moodle's two fixtures that embed files (tests/fixtures/interchange/moodle): what each question becomes,
 * and what the import does with its files before writing it (prepare-imported.ts): which it stores, with
 * which type, and the links that replace `@@PLUGINFILE@@/name` in its texts.
 */
const parsed = (name: string) => parseMoodleXml(readMoodleFixture(name));

// prepare reads only the storage's URL of a key and the request's origin; nothing is stored here.
const ctx: Partial<Ctx> = { storage: new LocalStorage("/nonexistent", "unused"), origin: "http://localhost" };
const options = {
  school_id: "00000000-0000-4000-8000-000000000001",
  discipline_id: 1,
  source: "Moodle",
  dry_run: false,
};

/** The question as the bank would get it, each stored file's link written `UPLOAD/name`. */
function prepared(question: ParsedQuestion) {
  const ready = prepare(ctx as Ctx, options, question);
  const link = new RegExp(`(https?://[^/]+)?/api/uploads/questions/${options.school_id}/[0-9a-f-]{36}-`, "g");
  const text = (markdown: string | null | undefined) => markdown?.replace(link, "UPLOAD/");
  return {
    description: text(ready.input.description),
    answers: ready.input.answers.map((answer) => `${text(answer.description)} ${answer.is_correct_answer}`),
    solution: text(ready.input.solution),
    stored: ready.stored.map((file) => `${file.name} ${file.contentType} ${file.bytes.length}`),
  };
}

describe("Moodle's XML fixtures that embed files", () => {
  it("multichoice.xml: a sound linked from the text, a flag in each option, French right", () => {
    const file = parsed("multichoice.xml");
    expect(outcomes(file)).toEqual([{ title: "Greeting", ...imported("MULTIPLE_CHOICE", "Multichoice") }]);
    const [greeting] = questionsAndRefused(file).questions;
    expect(prepared(greeting!)).toEqual({
      description: "[Listen to this greeting:](UPLOAD/bonjour.mp3)\\\n\\\nWhat language is being spoken?",
      answers: [
        "![British Flag](UPLOAD/flag-uk.jpg) English false",
        "![French flag](UPLOAD/flag-france.jpg) French true",
        "![German flag](UPLOAD/flag-german.jpg) German false",
        "![Denmark flag](UPLOAD/flag-denmark.jpg) Danish false",
      ],
      solution: [
        "**(a)** Sorry, listen again.",
        "**(b)** Yes, well done!",
        "**(c)** Sorry, listen again.",
        "**(d)** Sorry, listen again.",
      ].join("\n\n"),
      stored: [
        "bonjour.mp3 audio/mpeg 12982",
        "flag-uk.jpg image/jpeg 1999",
        "flag-france.jpg image/jpeg 1098",
        "flag-german.jpg image/jpeg 1024",
        "flag-denmark.jpg image/jpeg 1250",
      ],
    });
  });

  it("truefalse.xml: Falso right, then Verdadeiro, each option's feedback after it, four pictures each", () => {
    const file = parsed("truefalse.xml");
    expect(outcomes(file)).toEqual([
      { title: "Moodle acronym (False)", ...imported("MULTIPLE_CHOICE", "TrueFalse") },
      { title: "Moodle acronym (True)", ...imported("MULTIPLE_CHOICE", "TrueFalse") },
    ]);
    const [no, yes] = questionsAndRefused(file).questions.map(prepared);
    const acronym = (word: string) =>
      `Moodle ![Moodle logo](UPLOAD/logo.jpg) is an acronym for *Modular Object-Oriented Dynamic Learning ${word}*.`;
    const docs =
      "For further information, see the [documentation about Moodle](http://docs.moodle.org/en/About_Moodle)";
    const [logo, infos] = ["logo.jpg image/jpeg 898", "infos.jpg image/jpeg 700"];
    const [thumbDown, thumbUp] = ["thumbdown.jpg image/jpeg 599", "thumbup.jpg image/jpeg 18063"];
    expect(no).toEqual({
      description: acronym("Education"),
      answers: ["Verdadeiro false", "Falso true"],
      solution: [
        `![Informations](UPLOAD/infos.jpg)${docs}.`,
        "**(a)** ![Thumb down](UPLOAD/thumbdown.jpg) Your answer is incorrect.",
        "**(b)** ![Thumb up](UPLOAD/thumbup.jpg) Your answer is correct.",
      ].join("\n\n"),
      stored: [logo, infos, thumbDown, thumbUp],
    });
    // Its general feedback ends with a paragraph of a lone full stop, as Moodle's file has it.
    expect(yes).toEqual({
      description: acronym("Environment"),
      answers: ["Verdadeiro true", "Falso false"],
      solution: [
        `![Informations](UPLOAD/infos.jpg)${docs}`,
        ".",
        "**(a)** ![thumb up](UPLOAD/thumbup.jpg) Your answer is correct.",
        "**(b)** ![thumb down](UPLOAD/thumbdown.jpg) Your answer is incorrect.",
      ].join("\n\n"),
      stored: [logo, infos, thumbUp, thumbDown],
    });
  });
});
