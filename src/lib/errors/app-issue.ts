/**
 * What the browser and the server agree on about one problem: where it is, a stable code from
 * `error-codes.ts`, and the values its message needs. The English `message` the API also sends is
 * for integrators; the browser shows only the translation of `code`.
 */
export type AppIssue = {
  path: (string | number)[];
  code: string;
  params?: Record<string, string | number>;
};

/** What a failed request is, for the browser: the error's category and reason, and its field issues. */
export type AppError = {
  /** The category, one of DomainError's codes (FORBIDDEN, CONFLICT, …). */
  category: string;
  /** The stable reason, a key of `error-codes.ts`. */
  code: string;
  params?: Record<string, string | number>;
  issues: AppIssue[];
};

/** What a refusal carries on the wire, in a REST body's `error` or a tRPC error's `data`. */
export type WireError = { code?: unknown; reason?: unknown; params?: AppError["params"]; issues?: unknown };

/**
 * The AppError of a refusal's wire form; undefined without a category. The reason falls back to the lowercased
 * category, a registered code too. Update inputs nest their fields under `data`: the prefix is dropped so paths
 * match the form's fields.
 */
export function toAppError(wire: WireError | undefined): AppError | undefined {
  if (typeof wire?.code !== "string") return undefined;
  const issues = (Array.isArray(wire.issues) ? (wire.issues as AppIssue[]) : []).map((issue) => ({
    ...issue,
    path: issue.path[0] === "data" ? issue.path.slice(1) : issue.path,
  }));
  const code = typeof wire.reason === "string" ? wire.reason : wire.code.toLowerCase();
  return { category: wire.code, code, params: wire.params, issues };
}
