import { expect, test, type Locator, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { errorText } from "./support/error-text";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";

/** A real 1×1 PNG, so the preview can draw it. */
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const pdf = Buffer.from("%PDF-1.4\n%âãÏÓ\n", "latin1");

/** Chooses files with the field's "Anexar arquivo" button, as a keyboard user would. */
async function attach(page: Page, field: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: `Anexar arquivo: ${field}` }).click();
  await (await chooser).setFiles(file);
}

/** Drops or pastes a file on a text area, as the browser does when a file is dragged in or pasted. */
async function dispatchFile(area: Locator, how: "drop" | "paste", name: string, type: string, text: string) {
  await area.evaluate(
    (element, { how, name, type, text }) => {
      const data = new DataTransfer();
      data.items.add(new File([text], name, { type }));
      const event =
        how === "paste"
          ? new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true })
          : new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true });
      element.dispatchEvent(event);
    },
    { how, name, type, text },
  );
}

test("the question editor uploads and links a dropped, pasted or attached file and refuses a wrong one", async ({
  page,
}) => {
  await signIn(page, "ana@example.com");
  await page.goto("/questions/new");
  await expect(page.getByRole("heading", { level: 1, name: "Nova questão" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Anexar arquivo: Enunciado" })).toBeVisible();
  await expectAccessible(page, "the question editor with its attach buttons");

  const description = page.getByLabel("Enunciado", { exact: true });
  await description.fill("Observe a figura:\n\n");
  await attach(page, "Enunciado", { name: "figura.png", mimeType: "image/png", buffer: tinyPng });
  // Linked by its path on the app, never with the host the page was reached by; the preview resolves it.
  const link = /!\[figura\.png\]\((\/api\/uploads\/questions\/[0-9a-f-]+\/[0-9a-f-]{36}-figura\.png)\)/;
  await expect(description).toHaveValue(link);
  const url = link.exec(await description.inputValue())![1]!;
  expect((await description.inputValue()).startsWith("Observe a figura:\n\n![figura.png]")).toBe(true);
  const image = page.getByRole("region", { name: "Pré-visualização do enunciado" }).locator("img");
  await expect(image).toHaveAttribute("src", url);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(page.getByRole("status").filter({ hasText: "Enviando" })).toHaveCount(0);

  // A PDF dropped on the first option becomes a link, which the preview shows with its "PDF:" link.
  const option = page.getByLabel("Alternativa 1", { exact: true });
  await dispatchFile(option, "drop", "aula.pdf", "application/pdf", pdf.toString("latin1"));
  await expect(option).toHaveValue(/^\[aula\.pdf\]\(\/api\/uploads\/[^)]+-aula\.pdf\)$/);

  // An SVG pasted is refused before any upload, in Portuguese, and the text stays as it was.
  const before = await description.inputValue();
  await dispatchFile(description, "paste", "desenho.svg", "image/svg+xml", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await expectToast(page, `desenho.svg não foi anexado: ${errorText("media_file_name_invalid")}`);
  await expect(description).toHaveValue(before);

  // An image over 5 MB is refused too, with the limit of its kind.
  await attach(page, "Resolução", {
    name: "grande.png",
    mimeType: "image/png",
    buffer: Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expectToast(page, "grande.png não foi anexado: Este arquivo pode ter no máximo 5 MB.");
  await expect(page.getByLabel("Resolução", { exact: true })).toHaveValue("");
  await expectAccessible(page, "the question editor after uploads and refusals");
});
