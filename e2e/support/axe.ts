import fs from "node:fs";
import { createRequire } from "node:module";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * WCAG 2.0, 2.1 and 2.2, levels A and AA, the rules the app promises to meet, and axe's best practices (headings in
 * order, landmarks), which the pages met while a lost tag filter ran them unasked.
 */
const ruleTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe's violations on the page as it is now, one line per violation and element: rule, impact, selector and summary.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A toast fading in is checked at its final colours, not half-transparent (axe measures contrast as drawn).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => {})),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  // Legacy mode runs axe.run in the page and its same-origin frames (the app has no other: a question's PDF is
  // its own upload). The default finishes every check in a new blank page, for cross-origin frames: a third of
  // each check's time. `resultTypes`: axe still runs every rule on every element, but builds the selectors and
  // details of passing and inapplicable results for their first element only; violations are reported in full.
  // `runOnly` goes in `options`, which replaces what `withTags` would have set. axe-core's own build, not the older
  // one @axe-core/playwright bundles: the same rules, in a third of the time on a large page (/api/docs).
  const { violations } = await new AxeBuilder({ page, axeSource })
    .options({
      runOnly: { type: "tag", values: ruleTags },
      resultTypes: ["violations"],
    })
    .setLegacyMode()
    .analyze();
  return violations.flatMap(({ id, impact, help, nodes }) =>
    nodes.map(({ target, failureSummary }) => {
      const why = failureSummary?.replace(/\s+/g, " ") ?? help;
      return `${id} (${impact ?? "?"}) at ${target.join(" ")}: ${why}`;
    }),
  );
}

/**
 * Fails the test when axe finds a violation on the page as it is now, softly so that the flow goes on and reports
 * every state's violations at once.
 */
export async function expectAccessible(page: Page, label: string) {
  // Next streams a dynamic page's metadata: the <title> may land after the content the test waited for.
  await expect(page, `the title of ${label}`).toHaveTitle(/\S/);
  expect.soft(await axeViolations(page), `accessibility of ${label}`).toEqual([]);
}
