/**
 * What XML text cannot hold as it is: markup characters, CR (which a parser reads as LF), the control
 * characters and non-characters XML 1.0 forbids (and lone surrogates), and `_x` + four hex digits +
 * `_`, which Excel and LibreOffice read as an escaped character (ST_Xstring) unless its `_` is escaped.
 */
const special = /[&<>"\r\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF\uD800-\uDFFF]|_(?=[xX][0-9A-Fa-f]{4}_)/gu;

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "\r": "&#13;",
  _: "_x005F_",
};

/**
 * Text as XML content or an attribute value that reads back exactly as typed; characters XML 1.0
 * forbids are dropped (as exceljs did), so the file always opens. With the `u` flag a surrogate in
 * the class matches only when unpaired.
 */
export const xmlText = (text: string) => text.replace(special, (c) => escapes[c] ?? "");
