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
