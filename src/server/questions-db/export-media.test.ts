import { describe, expect, it } from "vitest";
import { localTestStorage } from "../../../tests/support/deps";
import { mediaSamples } from "../../../tests/support/media-samples";
import { questionsAndRefused } from "../../../tests/support/parsed-file";
import { withAbsoluteMedia, withEmbeddedMedia } from "./export-media";
import { interchangeQuestion } from "./interchange/interchange-question";
import { moodleXmlWriter } from "./interchange/moodle-xml-writer";
import { parseMoodleXml } from "./interchange/parse-moodle-xml";

const origin = "https://bank.example";
const school = "0b8e2f6a-3c1d-4e5f-9a7b-2c4d6e8f0a1b";
const key = (uuid: string, name: string) => `questions/${school}/${uuid}-${name}`;
const keys = {
  png: key("5e0a9c3f-8d2b-4c6e-a1f3-7b9d2e4f6a8c", "grafico.png"),
  samePng: key("6f1b0d40-9e3c-4d7f-b204-8c0e3f5a7b9d", "grafico.png"),
  pdf: key("7a2c1e51-0f4d-4e80-8315-9d1f4a6b8c0e", "lista.pdf"),
  missing: key("8b3d2f62-1a5e-4f91-9426-0e2a5b7c9d1f", "sumiu.png"),
  notMedia: key("9c4e3a73-2b6f-4a02-a537-1f3b6c8d0e2a", "desenho.svg"),
};
const path = (stored: string) => `/api/uploads/${stored}`;

const question = interchangeQuestion({
  type: "MULTIPLE_CHOICE",
  description: `Observe:\n\n![gráfico](${path(keys.png)})\n\n![outro](${path(keys.samePng)})`,
  answers: [
    { description: `[lista](${path(keys.pdf)})`, is_correct_answer: true },
    { description: `![sumiu](${path(keys.missing)})`, is_correct_answer: false },
  ],
  solution:
    `De novo: ![gráfico](${path(keys.png)}); ![desenho](${path(keys.notMedia)}); ` +
    "![fora](https://example.org/f.png)",
  hint: `![gráfico](${origin}${path(keys.png)})`,
  study_orientation: `![gráfico](${path(keys.png)})`,
  subject: "Funções",
});

describe("withAbsoluteMedia (GIFT and XLSX)", () => {
  it("makes every text's links to this app's uploads absolute on the origin", () => {
    const absolute = withAbsoluteMedia(question, origin);
    expect(absolute.description).toBe(
      `Observe:\n\n![gráfico](${origin}${path(keys.png)})\n\n![outro](${origin}${path(keys.samePng)})`,
    );
    expect(absolute.answers.map((answer) => answer.description)).toEqual([
      `[lista](${origin}${path(keys.pdf)})`,
      `![sumiu](${origin}${path(keys.missing)})`,
    ]);
    expect(absolute.solution).toContain(`![fora](https://example.org/f.png)`);
    expect(absolute.hint).toBe(question.hint);
    expect(absolute.study_orientation).toBe(`![gráfico](${origin}${path(keys.png)})`);
  });
});

describe("withEmbeddedMedia (Moodle XML)", () => {
  it("embeds each stored file in the elements whose text links it, as Moodle does; the import reads them", async () => {
    const storage = localTestStorage();
    const other = Buffer.concat([mediaSamples.png.bytes, Buffer.from("another picture")]);
    await storage.put(keys.png, mediaSamples.png.bytes);
    await storage.put(keys.samePng, other);
    await storage.put(keys.pdf, mediaSamples.pdf.bytes);
    await storage.put(keys.notMedia, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"));

    const embedded = await withEmbeddedMedia({ storage, origin }, question);
    expect(embedded.description).toBe(
      "Observe:\n\n![gráfico](@@PLUGINFILE@@/grafico.png)\n\n![outro](@@PLUGINFILE@@/grafico-2.png)",
    );
    expect(embedded.answers.map((answer) => answer.description)).toEqual([
      "[lista](@@PLUGINFILE@@/lista.pdf)",
      // Not in the storage, and not a file a question may carry: links, absolute.
      `![sumiu](${origin}${path(keys.missing)})`,
    ]);
    expect(embedded.solution).toBe(
      `De novo: ![gráfico](@@PLUGINFILE@@/grafico.png); ![desenho](${origin}${path(keys.notMedia)}); ` +
        "![fora](https://example.org/f.png)",
    );
    expect(embedded.hint).toBe("![gráfico](@@PLUGINFILE@@/grafico.png)");
    expect([...embedded.files.keys()]).toEqual(["grafico.png", "grafico-2.png", "lista.pdf"]);

    const xml = moodleXmlWriter.head + moodleXmlWriter.question(embedded) + moodleXmlWriter.tail;
    const element = (name: string) => new RegExp(`<${name}[^>]*>[\\s\\S]*?</${name}>`).exec(xml)?.[0] ?? "";
    const filesIn = (text: string) => [...text.matchAll(/<file name="([^"]+)" path="\/" encoding="base64">/g)];
    expect(filesIn(element("questiontext")).map((match) => match[1])).toEqual(["grafico.png", "grafico-2.png"]);
    expect(filesIn(element("answer")).map((match) => match[1])).toEqual(["lista.pdf"]);
    expect(filesIn(element("generalfeedback")).map((match) => match[1])).toEqual(["grafico.png"]);
    expect(filesIn(element("hint")).map((match) => match[1])).toEqual(["grafico.png"]);

    const [parsed] = questionsAndRefused(parseMoodleXml(xml)).questions;
    const bytesOf = (name: string) => parsed!.files.find((file) => file.name === name)?.bytes;
    expect(bytesOf("grafico.png")).toEqual(mediaSamples.png.bytes);
    expect(bytesOf("grafico-2.png")).toEqual(other);
    expect(bytesOf("lista.pdf")).toEqual(mediaSamples.pdf.bytes);
    expect(parsed!.question.description).toBe(embedded.description);
  });
});
