type Answer<T> = { data?: T; error?: unknown; response: Response };

/** The data of an answer with the status expected; anything else stops the flow with what the server said. */
export function must<T>(answer: Answer<T>, status: number, what: string): T {
  const { data, error, response } = answer;
  if (response.status !== status || data === undefined) {
    throw new Error(`${what}: expected ${status}, got ${response.status} ${JSON.stringify(error ?? data)}`);
  }
  return data;
}

/** Stops the flow unless the condition holds; the code after it may rely on it, as TypeScript does. */
export function check(condition: boolean, what: string): asserts condition {
  if (!condition) throw new Error(`${what}: not so`);
}
