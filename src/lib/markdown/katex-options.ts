/**
 * No \href, \url, \html…, \includegraphics (trust off: they show as red source);
 * a formula that does not parse shows as red source too, never throws. The
 * limits stop a hostile formula from drawing a page-sized box (`\rule{1000em}…`)
 * or expanding macros for ever; maths-budget.ts covers what they miss.
 */
export const katexOptions = {
  trust: false,
  strict: "ignore",
  maxSize: 10,
  maxExpand: 500,
} as const;
