import { describe, expect, it } from "vitest";
import { bookingStatusLabels, questionStatusLabels } from "./labels";

// Status fields are "plain" in the reports: written into JSON and CSV as they are, unescaped.
describe("report labels", () => {
  it("hold no quote, backslash or control character and start no formula", () => {
    for (const label of [...Object.values(bookingStatusLabels), ...Object.values(questionStatusLabels)]) {
      expect(label).not.toMatch(/["\\\u0000-\u001f\u007f]/);
      expect(label).not.toMatch(/^[=+\-@]/);
    }
  });
});
