import { SaxesParser } from "saxes";
import { DomainError } from "@/server/errors/domain-error";

/** An element, with the line its opening tag ends on and where it starts and ends in the text (string indexes). */
export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  line: number;
  start: number;
  end: number;
};
export type XmlNode = XmlElement | string;

const maxDepth = 64;

const refuse = (reason: "xml_doctype_refused" | "xml_malformed", message: string) =>
  new DomainError("UNPROCESSABLE", reason, message, { issues: [{ path: ["file"], code: reason, message }] });

/**
 * An XML document as a tree, parsed without a DTD: a `<!DOCTYPE>` is refused before anything is read
 * from it, so no entity is ever declared, let alone expanded or fetched (XXE, "billion laughs"); saxes
 * knows only XML's five entities and character references and fails on any other.
 */
export function parseXmlTree(text: string): XmlElement {
  const parser = new SaxesParser({ position: true });
  const root: XmlElement = { name: "#document", attributes: {}, children: [], line: 1, start: 0, end: text.length };
  const stack: XmlElement[] = [root];
  parser.on("doctype", () => {
    throw refuse("xml_doctype_refused", "A DOCTYPE (and with it any entity declaration) is not accepted");
  });
  parser.on("opentag", (tag) => {
    if (stack.length > maxDepth) throw refuse("xml_malformed", `Elements nested deeper than ${maxDepth} levels`);
    const element: XmlElement = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      children: [],
      line: parser.line,
      // The tag ends where the parser stands; it starts at its `<` (no attribute value holds one).
      start: text.lastIndexOf("<", parser.position - 1),
      end: parser.position,
    };
    stack.at(-1)!.children.push(element);
    stack.push(element);
  });
  parser.on("closetag", () => {
    stack.pop()!.end = parser.position;
  });
  const addText = (value: string) => {
    const parent = stack.at(-1)!;
    if (parent !== root) parent.children.push(value);
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw refuse("xml_malformed", `Not well-formed XML: ${(error as Error).message}`);
  }
  return root;
}

export const childrenNamed = (element: XmlElement | undefined, name: string): XmlElement[] =>
  (element?.children ?? []).filter((child): child is XmlElement => typeof child !== "string" && child.name === name);

export const childNamed = (element: XmlElement | undefined, name: string): XmlElement | undefined =>
  childrenNamed(element, name)[0];

export const textOf = (element: XmlElement | undefined): string =>
  (element?.children ?? []).map((child) => (typeof child === "string" ? child : textOf(child))).join("");

/** Every element of that name below this one, at any depth. */
export function descendantsNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((child) =>
    typeof child === "string" ? [] : [...(child.name === name ? [child] : []), ...descendantsNamed(child, name)],
  );
}
