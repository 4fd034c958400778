import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../tests/support/source-files";

// docs/architecture.md, "Queries": SQL text is written in src/server/db, the seed and the bench only.
const root = path.resolve(import.meta.dirname, "../..");
const scanned = ["src/server", "src/lib", "src/app", "scripts"];
const allowed = ["src/server/db/", "src/server/seed/"];
/** A statement rather than a fragment: Kysely's `sql` fragments (a cast, a function) stay allowed. */
const statement = new RegExp(
  [/\bselect\b[\s\S]*\bfrom\b/, /\binsert\s+into\b/, /\bupdate\s+"?\w+"?\s+set\b/, /\bdelete\s+from\b/, /\bcopy\s*\(/]
    .map((part) => part.source)
    .join("|"),
  "i",
);
/** Prisma's raw-SQL entry points and pg's text queries; Kysely runs through neither. */
const rawCalls = new Set(["$queryRaw", "$queryRawUnsafe", "$executeRaw", "$executeRawUnsafe"]);

/** Each SQL statement written as a literal and each raw-SQL call in a file, as `file:line text`. */
export function sqlFindings(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const findings: string[] = [];
  const report = (node: ts.Node, what: string) =>
    findings.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what.slice(0, 80)}`);
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (statement.test(node.text)) report(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const whole = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ? ");
      if (statement.test(whole)) report(node, whole);
    } else if (ts.isPropertyAccessExpression(node) && rawCalls.has(node.name.text)) {
      report(node, node.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

describe("SQL text", () => {
  it("is found by the check: a statement literal and a raw call", () => {
    const sample = [
      "const a = `SELECT id FROM users WHERE x = ${1}`;",
      "await tx.$queryRaw`x`;",
      'const b = "Select a school";',
    ].join("\n");
    expect(sqlFindings("sample.ts", sample)).toEqual([
      "sample.ts:1 SELECT id FROM users WHERE x =  ? ",
      "sample.ts:2 tx.$queryRaw",
    ]);
  });

  it("is written nowhere outside src/server/db and the seed: queries are Kysely's", () => {
    const files = scanned.flatMap((dir) => sourceFiles(path.join(root, dir)));
    const findings = files
      .map((file) => path.relative(root, file))
      .filter((file) => !allowed.some((prefix) => file.startsWith(prefix)))
      .flatMap((file) => sqlFindings(file, fs.readFileSync(path.join(root, file), "utf8")));
    expect(findings).toEqual([]);
  });
});
