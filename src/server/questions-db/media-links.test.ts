import { describe, expect, it } from "vitest";
import { mediaSamples } from "../../../tests/support/media-samples";
import { absoluteLinks, mediaProblem, ownLinksAsPaths } from "./media-links";

const school = "0b8e2f6a-3c1d-4e5f-9a7b-2c4d6e8f0a1b";
const other = "9f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0";
const file = (id: string, name = "a.png") =>
  `/api/uploads/questions/${id}/5e0a9c3f-8d2b-4c6e-a1f3-7b9d2e4f6a8c-${name}`;

describe("absoluteLinks", () => {
  const origin = "https://bank.example";

  it("makes every path on this app's uploads absolute on the origin, in markdown and in HTML", () => {
    const text = `![a](${file(school)}) and [aula.pdf](${file(school, "aula.pdf")})\n<img src="${file(other)}">`;
    expect(absoluteLinks(text, origin)).toBe(
      `![a](${origin}${file(school)}) and [aula.pdf](${origin}${file(school, "aula.pdf")})\n` +
        `<img src="${origin}${file(other)}">`,
    );
  });

  it("leaves links that are already absolute, and paths that only end like ours", () => {
    for (const text of [
      `![a](https://old.example${file(school)})`,
      `![a](//old.example${file(school)})`,
      `![a](/static${file(school)})`,
      "![a](https://example.com/a.png)",
    ])
      expect(absoluteLinks(text, origin)).toBe(text);
  });
});

describe("ownLinksAsPaths", () => {
  const origin = "http://localhost:3000";

  it("turns links on the app's own origin, whatever school's, back into paths", () => {
    expect(ownLinksAsPaths(`![a](${origin}${file(other)})`, origin, school)).toBe(`![a](${file(other)})`);
    expect(ownLinksAsPaths(`![a](http://LOCALHOST:3000${file(other)})`, origin, school)).toBe(`![a](${file(other)})`);
  });

  it("turns links to the school's own files on any host back into paths: the app has moved", () => {
    const text =
      `![a](http://intranet.local:8080${file(school)}) ` + `<img src="https://old.example${file(school, "b.png")}">`;
    expect(ownLinksAsPaths(text, origin, school)).toBe(`![a](${file(school)}) <img src="${file(school, "b.png")}">`);
  });

  it("leaves another installation's files of another school, and every other link", () => {
    for (const text of [
      `![a](https://other.example${file(other)})`,
      `![a](https://other.example/files${file(school)})`,
      "![a](https://example.com/a.png)",
      `![a](${file(other)})`,
    ])
      expect(ownLinksAsPaths(text, origin, school)).toBe(text);
  });
});

describe("mediaProblem", () => {
  it("takes a file a question may link and names what is wrong with any other", () => {
    expect(mediaProblem("a.png", mediaSamples.png.bytes)).toBeNull();
    expect(mediaProblem("a.svg", Buffer.from("<svg/>"))).toBe("not an allowed media type");
    expect(mediaProblem("a.png", mediaSamples.pdf.bytes)).toBe("its content is not image/png");
    expect(mediaProblem("a.png", Buffer.concat([mediaSamples.png.bytes, Buffer.alloc(5 * 1024 * 1024)]))).toMatch(
      /^larger than/,
    );
  });
});
