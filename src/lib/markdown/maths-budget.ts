import katex, { type KatexOptions } from "katex";

/**
 * What a formula may produce, measured on KaTeX's own parse before it is drawn.
 * `maxExpand` counts macro expansions, not their size, and `maxSize` caps
 * positive lengths only, so both leave room for a few bytes of source to draw
 * hundreds of thousands of elements or to move a box thousands of em away.
 */
export const mathsBudget = {
  /** Tokens all user macros (`\def`, `\newcommand`, …) may emit in one formula. */
  macroTokens: 2000,
  /** Parse nodes per formula: a page of dense maths, not a bomb. */
  nodes: 5000,
  /** Parse nodes of all formulas of one text; later formulas stay source. */
  documentNodes: 20000,
  /** Any length (kern, space, raise, rule, `\\[…]`, fraction bar), in em, either sign. */
  size: 10,
  /** All lengths of one formula added up, in em: ten boxes raised by 10em each are as far as one at 100em. */
  sizeTotal: 100,
  /** `\arraystretch`, a row height factor. */
  arraystretch: 4,
} as const;

type ParseFn = (tex: string, options: KatexOptions) => unknown;
// KaTeX's parser, exported for tooling under this name; the renderer calls the same one.
const parse = (katex as unknown as { __parse: ParseFn }).__parse;
type Expansion = { tokens?: unknown[] } | string;
type MacroDefinition = Expansion | ((context: unknown) => Expansion);

// Points per unit (TeX's), em taken at 10pt as KaTeX does; `mu` is 1/18 em, `ex` about 0.43 em.
const pointsPer: Record<string, number> = {
  pt: 1,
  em: 10,
  ex: 4.31,
  mu: 10 / 18,
  mm: 7227 / 2540,
  cm: 7227 / 254,
  in: 72.27,
  bp: 803 / 800,
  pc: 12,
  dd: 1238 / 1157,
  cc: 14856 / 1157,
  nd: 685 / 642,
  nc: 1370 / 107,
  sp: 1 / 65536,
  px: 803 / 800,
};

/**
 * KaTeX keeps user macros in the `macros` object it is given; a proxy over it
 * wraps each definition so every expansion draws its token count from a budget.
 */
function meteredMacros() {
  let left = mathsBudget.macroTokens;
  const macros = new Proxy<Record<string, MacroDefinition>>(
    {},
    {
      set(target, name, definition: MacroDefinition) {
        if (typeof name !== "string" || definition == null) return Reflect.set(target, name, definition);
        target[name] = (context: unknown) => {
          const expansion = typeof definition === "function" ? definition(context) : definition;
          left -= typeof expansion === "string" ? expansion.length : (expansion.tokens?.length ?? 0);
          if (left < 0) throw new katex.ParseError("Macros expand past the formula's budget");
          return expansion;
        };
        return true;
      },
    },
  );
  return { macros, overBudget: () => left < 0 };
}

const isMeasurement = (value: object): value is { number: number; unit: string } =>
  typeof (value as { number?: unknown }).number === "number" && typeof (value as { unit?: unknown }).unit === "string";

/** The tree's parse nodes, or undefined when a node, a length or `\arraystretch` is past the budget. */
function nodesWithinBudget(tree: unknown): number | undefined {
  let nodes = 0;
  let ems = 0;
  const stack = [tree];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) for (const item of value) stack.push(item);
    if (!value || typeof value !== "object" || Array.isArray(value)) continue;
    if (isMeasurement(value)) {
      const points = pointsPer[value.unit];
      const em = Math.abs((value.number * (points ?? Infinity)) / 10);
      ems += em;
      if (!(em <= mathsBudget.size && ems <= mathsBudget.sizeTotal)) return undefined;
    }
    const record = value as Record<string, unknown>;
    if (typeof record.arraystretch === "number" && !(Math.abs(record.arraystretch) <= mathsBudget.arraystretch))
      return undefined;
    if ("type" in record && ++nodes > mathsBudget.nodes) return undefined;
    // `loc` points back at the lexer and its whole input: not part of the tree.
    for (const [key, child] of Object.entries(record)) if (key !== "loc") stack.push(child);
  }
  return nodes;
}

/**
 * The parse nodes drawing `tex` costs, or undefined when it would go past
 * mathsBudget (the caller then shows it as source). A formula that does not
 * parse costs nothing: KaTeX shows its own error for it.
 */
export function mathsCost(tex: string, options: KatexOptions): number | undefined {
  const { macros, overBudget } = meteredMacros();
  let tree: unknown;
  try {
    tree = parse(tex, { ...options, macros });
  } catch (error) {
    return error instanceof katex.ParseError && !overBudget() ? 0 : undefined;
  }
  return nodesWithinBudget(tree);
}
