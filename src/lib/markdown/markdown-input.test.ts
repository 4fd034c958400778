import { describe, expect, it } from "vitest";
import { markdownInput } from "./markdown-input";

const field = markdownInput("Text", 200).min(1);
const codes = (value: string) =>
  field.safeParse(value).error?.issues.map((i) => (i.code === "custom" ? i.params?.code : i.code));

describe("a markdown field of a write", () => {
  it("comes out as the page shows it: no raw HTML, no link of another scheme", () => {
    expect(field.parse("Qual é $x$? <img src=x onerror=alert(1)> [veja](javascript:alert(1)) **isto**")).toBe(
      "Qual é $x$?  veja **isto**",
    );
    expect(field.parse("`<b>código</b>` fica")).toBe("`<b>código</b>` fica");
  });

  it("checks what follows on the inert text: a text that was only HTML is empty", () => {
    expect(codes("<script>alert(1)</script>")).toEqual(["too_small"]);
  });

  it("refuses text the renderer would not draw before making it inert, and stops there", () => {
    expect(codes("<b></b>".repeat(40))).toEqual(["too_big"]);
    expect(codes(`${"> ".repeat(90)}<b>x</b>`)).toEqual(["markdown_too_deep"]);
  });
});
