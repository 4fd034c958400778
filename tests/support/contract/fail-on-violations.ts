import { afterAll, afterEach } from "vitest";
import { contractViolations } from "./contract-violations";

function failOnViolations() {
  const found = contractViolations.take();
  if (!found.length) return;
  const more = found.length > 5 ? `\n… and ${found.length - 5} more` : "";
  throw new Error(`Answers that break the OpenAPI document:\n${found.slice(0, 5).join("\n")}${more}`);
}

// A setup file: every test file fails the test during which the REST server sent an answer the document does
// not describe; answers sent in a file's beforeAll fail its first test, those of its afterAll the file.
afterEach(failOnViolations);
afterAll(failOnViolations);
