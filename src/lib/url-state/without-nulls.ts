type WithoutNulls<T> = { [K in keyof T]: Exclude<T[K], null> | undefined };

/** URL state as a procedure's input: an unset filter (null in nuqs) is a field left out (undefined). */
export function withoutNulls<T extends object>(values: T): WithoutNulls<T> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value ?? undefined])) as WithoutNulls<T>;
}
