import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the app promises to meet. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe on the page as it is now and fails the test, softly so that the flow goes on and reports every
 * state's violations at once, with one line per violation and element: rule, impact, selector and summary.
 */
export async function expectAccessible(page: Page, label: string) {
  // Next streams a dynamic page's metadata: the <title> may land after the content the test waited for.
  await expect(page, `the title of ${label}`).toHaveTitle(/\S/);
  // Legacy mode runs axe.run in the page and its same-origin frames (the app has no other: a question's PDF is
  // its own upload). The default finishes every check in a new blank page, for cross-origin frames: a third of
  // each check's time. `resultTypes`: axe still runs every rule on every element, but builds the selectors and
  // details of passing and inapplicable results for their first element only; violations are reported in full.
  const { violations } = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? "?"}) at ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ") ?? violation.help}`,
    ),
  );
  expect.soft(found, `accessibility of ${label}`).toEqual([]);
}
