import { expect, test } from "./support/test";
import { chromiumLaunchOptions, fullChromiumPath } from "../scripts/lib/chromium";
import { openQuestionEditor } from "./support/question-editor";

/**
 * Issue 29: a PDF in a question, drawn by Chromium's PDF viewer. The viewer is the full browser's: the
 * headless shell the other flows run in has none (scripts/lib/chromium.ts).
 */
test.use({ launchOptions: chromiumLaunchOptions(fullChromiumPath()) });

const pdf = Buffer.from("%PDF-1.4\n%âãÏÓ\n", "latin1");

test("a PDF on another site is a plain link; an uploaded PDF is framed from our origin and shown", async ({ page }) => {
  const { field, preview } = await openQuestionEditor(page);
  await field.fill("[Apostila](https://host.example/x.pdf)");
  const link = preview.getByRole("link", { name: "Apostila" });
  await expect(link).toHaveAttribute("href", "https://host.example/x.pdf");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(preview.locator("iframe")).toHaveCount(0);

  await field.fill("");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Anexar arquivo: Enunciado" }).click();
  await (await chooser).setFiles({ name: "aula.pdf", mimeType: "application/pdf", buffer: pdf });
  // The link is stored as a path on the app, never with a host (docs/uploads.md).
  await expect(field).toHaveValue(/^\[aula\.pdf\]\(\/api\/uploads\/questions\/[^)]+-aula\.pdf\)$/);
  const frame = preview.locator("iframe.markdown-pdf");
  await expect(frame).toHaveAttribute("src", /^\/api\/uploads\/questions\/[^/]+\/[0-9a-f-]{36}-aula\.pdf$/);
  const src = (await frame.getAttribute("src"))!;
  // The file sandboxes itself (a `sandbox` attribute would make Chromium refuse to show it) ...
  const answer = await page.request.get(src);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect(answer.headers()["content-security-policy"]).toMatch(/^sandbox; default-src 'none'/);
  // ... and Chromium's PDF viewer shows it in the frame, not its "blocked" page.
  const framed = () => page.frames().find((f) => f.url().endsWith(src));
  await expect.poll(() => framed() !== undefined).toBe(true);
  await expect
    .poll(() =>
      framed()!
        .childFrames()
        .map((f) => f.url().split("/")[0]),
    )
    .toContain("chrome-extension:");
  expect(page.frames().map((f) => f.url())).not.toContain("chrome-error://chromewebdata/");
  await expect(preview.getByRole("link", { name: "PDF: aula.pdf" })).toBeVisible();
});
