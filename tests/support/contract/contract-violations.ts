/**
 * Answers of the test REST server that broke the OpenAPI document, kept until the test that met them ends:
 * the server runs in the test's own process, so the setup hook (fail-on-violations.ts) can fail that test.
 */
const found: string[] = [];

export const contractViolations = {
  record: (violation: string) => void found.push(violation),
  take: () => found.splice(0),
};
