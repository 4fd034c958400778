import { expect, test } from "./support/test";
import { axeViolations } from "./support/axe";

// The check every flow relies on finds what it is there to find: in the page, in a same-origin frame, and again
// after the page changed under the axe it already holds.
test("axe finds a violation in the page and in its frames, check after check", async ({ page }) => {
  await page.goto("/sign-in");
  expect(await axeViolations(page)).toEqual([]);
  const frameHtml = `<html lang="pt-BR"><title>Quadro</title><body><img src="data:,"></body></html>`;
  await page.locator("main").evaluate((main, srcdoc) => {
    const frame = Object.assign(document.createElement("iframe"), { title: "Quadro", srcdoc });
    main.append(frame);
  }, frameHtml);
  const frame = page.frameLocator('iframe[title="Quadro"]');
  await expect(frame.locator("img")).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt \(critical\) at iframe img: /)]);
  await frame.locator("img").evaluate((img) => img.setAttribute("alt", "Figura"));
  await page.locator("main").evaluate((main) => main.append(document.createElement("button")));
  expect(await axeViolations(page)).toEqual([expect.stringMatching(/^button-name \(critical\) at main > button: /)]);
});

// WCAG 2.5.3 "label in name", which axe 4.13 shipped as experimental (off): axe-core 4.14 runs it with WCAG 2.1 A.
test("a control whose spoken name leaves out its visible words is found on every check", async ({ page }) => {
  await page.goto("/sign-in");
  await page.locator("main").evaluate((main) => {
    const button = Object.assign(document.createElement("button"), { textContent: "Enviar" });
    button.setAttribute("aria-label", "Apagar");
    main.append(button);
  });
  expect(await axeViolations(page)).toEqual([
    expect.stringMatching(/^label-content-name-mismatch \(serious\) at button\[aria-label="Apagar"\]: /),
  ]);
});
