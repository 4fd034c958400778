import { describe, expect, it } from "vitest";
import { xmlText } from "./xml-text";

describe("XML text of a spreadsheet cell", () => {
  it("escapes markup and CR, and keeps other text exactly as typed", () => {
    expect(xmlText(`a < b && c > "d" 'e'`)).toBe("a &lt; b &amp;&amp; c &gt; &quot;d&quot; 'e'");
    expect(xmlText("linha 1\r\nlinha 2\ttab")).toBe("linha 1&#13;\nlinha 2\ttab");
    expect(xmlText("=SOMA(A1) ＝ Ünïcödé 😀 ]]>")).toBe("=SOMA(A1) ＝ Ünïcödé 😀 ]]&gt;");
  });
  it("drops the characters XML 1.0 forbids, lone surrogates included", () => {
    expect(xmlText("a\u0000b\u0001c\u0008d\u000be\u000cf\u001fg\u007fh")).toBe("abcdefg\u007fh");
    expect(xmlText("x\uFFFEy\uFFFFz")).toBe("xyz");
    expect(xmlText("a\uD83Db\uDE00c\uD83D\uDE00")).toBe("abc\uD83D\uDE00");
  });
  it("escapes the underscore of what spreadsheets read as an escaped character (_xHHHH_)", () => {
    expect(xmlText("_x0041_ and _x00e9_ but not _x41_ or _xZZZZ_")).toBe(
      "_x005F_x0041_ and _x005F_x00e9_ but not _x41_ or _xZZZZ_",
    );
  });
});
