import type { FieldErrors, FieldValues } from "react-hook-form";

/**
 * Every message of a form's errors, once each, in the order of the fields: a field's own, an array's as a whole
 * and its entries', the whole form's (`root`, a check of the object). The server's refusal (`root.server`) is the
 * alert's own and is left out.
 */
export function errorMessages<T extends FieldValues>(errors: FieldErrors<T>): string[] {
  const found = new Set<string>();
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== "object") return;
    const { message } = node as { message?: unknown };
    if (typeof message === "string" && message) found.add(message);
    for (const [key, child] of Object.entries(node)) {
      if (key === "ref" || key === "types" || key === "message" || key === "type") continue;
      if (path === "" && key === "root") walk({ ...(child as object), server: undefined }, key);
      else walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, "");
  return [...found];
}
