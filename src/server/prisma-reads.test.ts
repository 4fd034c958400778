import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../tests/support/source-files";

// docs/architecture.md, "Queries and scope": a Prisma read stays on its model's table; reads across tables are Kysely.
const root = path.resolve(import.meta.dirname, "../..");
const scanned = ["src", "scripts"];
/** Reads by key, which may bring the record's relations whole. */
const keyReads = new Set(["findUnique", "findUniqueOrThrow"]);
const reads = new Set([...keyReads, "findFirst", "findFirstOrThrow", "findMany", "count", "aggregate", "groupBy"]);
/** Arguments that filter or order: they may name only the model's own columns. */
const filtering = new Set(["where", "orderBy", "cursor", "distinct"]);
/** Arguments that shape the rows: relations only in a read by key, and none of them filtered. */
const shaping = new Set(["select", "include", "omit"]);

/** Each model's delegate (`bankQuestion`) with its relation fields, from prisma/schema.prisma. */
function relationsOf(schema: string): Map<string, Set<string>> {
  const models = [...schema.matchAll(/^model (\w+) \{([^}]*)\}/gm)].map(([, name, body]) => ({ name: name!, body }));
  const names = new Set(models.map((m) => m.name));
  return new Map(
    models.map(({ name, body }) => [
      name[0]!.toLowerCase() + name.slice(1),
      new Set([...body!.matchAll(/^\s+(\w+)\s+(\w+)/gm)].filter(([, , type]) => names.has(type!)).map(([, f]) => f!)),
    ]),
  );
}

/** A value written elsewhere: a name, or what a call of a name returns. */
const isApart = (node: ts.Node) => ts.isIdentifier(node) || ts.isCallExpression(node);

/** A property's name and the value written for it (a shorthand's is its name); null for a spread or a method. */
const propertyOf = (node: ts.Node): { key: string; value: ts.Node } | null => {
  if (ts.isShorthandPropertyAssignment(node)) return { key: node.name.text, value: node.name };
  if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)))
    return { key: node.name.text, value: node.initializer };
  return null;
};

/**
 * Every Prisma read of a file, as `file:line model.method`, each followed by what breaks the rule, if anything.
 * An argument written apart (`{ where }`, `where: futureOccurrences(id, now)`) is read from the file's const of
 * that name; one the file does not hold cannot be judged, which is a finding too.
 */
function prismaReads(file: string, text: string, relations: Map<string, Set<string>>): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const consts = new Map<string, ts.Expression[]>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      consts.set(node.name.text, [...(consts.get(node.name.text) ?? []), node.initializer]);
    ts.forEachChild(node, collect);
  };
  collect(source);

  /** The object literals an expression stands for; null when this file does not say. */
  const objects = (expression: ts.Node, depth = 0): ts.ObjectLiteralExpression[] | null => {
    if (depth > 5) return null;
    if (ts.isObjectLiteralExpression(expression)) return [expression];
    if (
      ts.isParenthesizedExpression(expression) ||
      ts.isAsExpression(expression) ||
      ts.isSatisfiesExpression(expression)
    )
      return objects(expression.expression, depth + 1);
    if (ts.isArrowFunction(expression) && !ts.isBlock(expression.body)) return objects(expression.body, depth + 1);
    const name = ts.isIdentifier(expression)
      ? expression.text
      : ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)
        ? expression.expression.text
        : null;
    const found = name === null ? undefined : consts.get(name);
    if (!found) return null;
    const all = found.map((initializer) => objects(initializer, depth + 1));
    return all.every((o) => o !== null) ? all.flat() : null;
  };
  /** Every property name written in an argument, spreads of the file's consts included; null if one is not. */
  const namesIn = (node: ts.Node): string[] | null => {
    const names: string[] = [];
    let unread = false;
    const visit = (child: ts.Node) => {
      const property = propertyOf(child);
      if (property) names.push(property.key);
      if (ts.isSpreadAssignment(child) && isApart(child.expression)) {
        const spread = objects(child.expression);
        if (spread) spread.forEach(visit);
        else unread = true;
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
    return unread ? null : names;
  };

  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      reads.has(node.expression.name.text) &&
      ts.isPropertyAccessExpression(node.expression.expression) &&
      relations.has(node.expression.expression.name.text)
    ) {
      const model = node.expression.expression.name.text;
      const method = node.expression.name.text;
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const problems = new Set<string>();
      const through = (names: string[]) => names.filter((name) => relations.get(model)!.has(name) || name === "_count");
      const properties: ts.ObjectLiteralElementLike[] = [];
      const gather = (args: ts.ObjectLiteralExpression[] | null) => {
        if (!args) problems.add("its argument is not written in this file");
        for (const property of (args ?? []).flatMap((arg) => [...arg.properties]))
          if (ts.isSpreadAssignment(property)) gather(objects(property.expression));
          else properties.push(property);
      };
      if (method === "groupBy") problems.add("groups its rows");
      gather(node.arguments[0] ? objects(node.arguments[0]) : []);
      for (const property of properties) {
        const judged = propertyOf(property);
        if (!judged || (!filtering.has(judged.key) && !shaping.has(judged.key))) continue;
        const { key, value } = judged;
        const all = (isApart(value) ? objects(value) : [value])?.map(namesIn);
        const names = all?.every((n) => n !== null) ? all.flat() : null;
        if (names === null) problems.add(`its ${key} is not written in this file`);
        else if (filtering.has(key)) through(names).forEach((name) => problems.add(`its ${key} goes through ${name}`));
        else if (!keyReads.has(method)) through(names).forEach((name) => problems.add(`it reads ${name}`));
        else if (names.includes("where")) problems.add(`its ${key} filters a relation`);
      }
      found.push(`${file}:${line} ${model}.${method}${[...problems].map((p) => `: ${p}`).join("")}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const broken = (read: string) => read.includes(": ");

describe("Prisma reads", () => {
  const relations = relationsOf(fs.readFileSync(path.join(root, "prisma/schema.prisma"), "utf8"));

  it("reads the schema's relations", () => {
    expect([...relations.get("group")!]).toEqual(expect.arrayContaining(["school", "disciplines", "exams"]));
    expect([...relations.get("group")!]).not.toContain("name");
  });

  it("are judged: one table, a record by its key with its relations whole, or a finding", () => {
    const sample = [
      "await tx.examQuestion.findMany({ where: { examId }, select: { questionId: true } });",
      "await tx.exam.findUnique({ where: { id }, include: { questions: { orderBy: { position: 'asc' } } } });",
      "await tx.group.count({ where: { id: { in: ids }, disciplines: { some: { disciplineId } } } });",
      "await ctx.db.prisma.group.findFirst({ where: { id }, select: { school: { select: { timeZone: true } } } });",
      "await tx.group.findUnique({ where: { id }, include: { members: { where: { userId } } } });",
      "const occurrences = (id: string) => ({ seriesId: id });",
      "await tx.availabilityBlock.findMany({ where: occurrences(id) });",
      "await tx.availabilityBlock.findMany({ where: elsewhere });",
      "await k.selectFrom('groups').groupBy('school_id').execute();",
    ].join("\n");
    expect(prismaReads("sample.ts", sample, relations)).toEqual([
      "sample.ts:1 examQuestion.findMany",
      "sample.ts:2 exam.findUnique",
      "sample.ts:3 group.count: its where goes through disciplines",
      "sample.ts:4 group.findFirst: it reads school",
      "sample.ts:5 group.findUnique: its include filters a relation",
      "sample.ts:7 availabilityBlock.findMany",
      "sample.ts:8 availabilityBlock.findMany: its where is not written in this file",
    ]);
  });

  it("stay on their model's table everywhere: reads across tables are Kysely queries", () => {
    const all = scanned
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .map((file) => path.relative(root, file))
      .flatMap((file) => prismaReads(file, fs.readFileSync(path.join(root, file), "utf8"), relations));
    // A scan that saw nothing would pass.
    expect(all).toContainEqual(expect.stringMatching(/^src\/server\/exams\/read-exam\.ts:\d+ exam\.findUnique$/));
    expect(all.filter(broken)).toEqual([]);
  });
});
