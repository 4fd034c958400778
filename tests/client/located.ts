type Params<T extends string> = T extends `${string}{${infer P}}${infer R}` ? P | Params<R> : never;

/**
 * The path parameters of a 201's `Location`, read against the path template of the GET it names (a parameter by its
 * name there): a client follows the header rather than rebuilding the path from the body. Stops the flow when the
 * header is missing or names another path.
 */
export function located<T extends string>(response: Response, template: T): (name: Params<T>) => string {
  const location = response.headers.get("location") ?? "";
  const names: string[] = [];
  const pattern = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  const match = new RegExp(`^${pattern}$`).exec(location);
  if (!match) throw new Error(`Location ${location || "missing"}: not ${template}`);
  return (name) => decodeURIComponent(match[names.indexOf(name) + 1] ?? "");
}
