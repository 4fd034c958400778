import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";
import { expectLeavingAsks } from "./support/unsaved-guard";

/** A real 1×1 PNG: the server checks the file's signature against its type. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

test("a school admin creates a discipline with subjects and an icon, then edits it", async ({ page }) => {
  const name = `Astronomia ${Date.now()}`;
  const renamed = `${name} II`;
  await signIn(page, "ana@example.com");
  await page.getByRole("navigation").getByRole("link", { name: "Disciplinas" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Disciplinas" })).toBeVisible();
  await expectAccessible(page, "the disciplines");
  await page.getByRole("link", { name: "Nova disciplina" }).click();

  await page.getByLabel("Nome", { exact: true }).fill(name);
  await expect(page.getByLabel("Nome interno")).toBeVisible();
  await page.getByRole("checkbox", { name: "Escola Aurora" }).check();
  for (const subject of ["Sistema Solar", "Estrelas"]) {
    await page.getByLabel("Novo assunto").fill(subject);
    await page.getByRole("button", { name: "Adicionar assunto" }).click();
  }
  await expect(page.getByLabel("Nome do assunto 1")).toHaveValue("Sistema Solar");
  await expect(page.getByLabel("Nome do assunto 2")).toHaveValue("Estrelas");
  await page
    .getByLabel("Ícone", { exact: true })
    .setInputFiles({ name: "icone.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("img", { name: "Pré-visualização: Ícone" })).toHaveAttribute("src", /^blob:/);
  await expectAccessible(page, "a new discipline's form");
  await page.getByRole("button", { name: "Salvar", exact: true }).click();

  // Created, icon uploaded: the edit page of the new discipline.
  await expect(page).toHaveURL(/\/disciplines\/\d+/);
  await expectToast(page, "Disciplina salva");
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("Nome do assunto 1")).toHaveValue("Sistema Solar");
  await expect(page.getByLabel("Nome do assunto 2")).toHaveValue("Estrelas");
  const current = page.getByRole("img", { name: "Ícone atual" });
  await expect(current).toHaveAttribute("src", /\/api\/uploads\//);
  await expectAccessible(page, "a discipline's edit page");
  // Served by the real app, the upload keeps its own sandboxing policy (no header rule replaces it).
  const served = await page.request.get((await current.getAttribute("src"))!);
  expect(served.headers()).toMatchObject({
    "content-type": "image/png",
    "x-content-type-options": "nosniff",
    "content-security-policy": "sandbox; default-src 'none'",
  });

  // Edit: rename, disable a subject (saved at once, with an undo in its toast), save.
  await page.getByLabel("Nome", { exact: true }).fill(renamed);
  const stars = page.getByRole("group", { name: "Estrelas" }).getByRole("checkbox", { name: "Ativo" });
  await stars.uncheck();
  await expect(page.getByRole("group", { name: "Estrelas" })).not.toHaveAttribute("aria-busy", "true");
  await expectToast(page, "Assunto “Estrelas” desativado.");
  // Scrolled to the end of the page, the confirmation of the save is still in view.
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expectToast(page, "Disciplina salva");
  await expect(page.getByRole("button", { name: "Salvar", exact: true })).toBeEnabled();

  await page.reload();
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue(renamed);
  await expect(
    page.getByRole("group", { name: "Estrelas" }).getByRole("checkbox", { name: "Ativo" }),
  ).not.toBeChecked();
  await expect(
    page.getByRole("group", { name: "Sistema Solar" }).getByRole("checkbox", { name: "Ativo" }),
  ).toBeChecked();

  // The list shows the new name with the uploaded icon.
  await page.getByRole("navigation").getByRole("link", { name: "Disciplinas" }).click();
  const row = page.getByRole("row", { name: renamed });
  await expect(row).toContainText("Escola Aurora");
  const icon = row.getByRole("img", { name: renamed });
  await expect(icon).toHaveAttribute("src", /\/api\/uploads\//);
  await expect
    .poll(() => icon.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
});

test("a teacher sees the disciplines but cannot create or edit them", async ({ page }) => {
  await signIn(page, "tiago@example.com");
  await page.getByRole("navigation").getByRole("link", { name: "Disciplinas" }).click();
  const row = page.getByRole("row", { name: /Matemática/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole("link", { name: "Nova disciplina" })).toHaveCount(0);

  await row.getByRole("link", { name: /Ver/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Matemática" })).toBeVisible();
  await expect(page.getByText("Você pode consultar esta disciplina, mas não editá-la.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Salvar" })).toHaveCount(0);
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expectAccessible(page, "a discipline a teacher cannot edit");
});

test("the form shows schema errors beside their fields and the storage's upload error", async ({ page }) => {
  await signIn(page, "ana@example.com");
  await page.goto("/disciplines/new");
  await page.getByRole("checkbox", { name: "Escola Aurora" }).uncheck();
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByLabel("Nome", { exact: true })).toHaveAccessibleDescription("Preencha este campo.");
  await expect(page.getByRole("group", { name: "Escolas proprietárias" })).toHaveAccessibleDescription(
    /Escolha ao menos uma opção\./,
  );
  await expectAccessible(page, "a discipline's form with the schema's errors");

  // Filled in, the name's message and red border go at once: no bubble of the browser's own stays behind.
  await page.getByLabel("Nome", { exact: true }).fill(`Imagem inválida ${Date.now()}`);
  await expect(page.getByLabel("Nome", { exact: true })).not.toHaveAttribute("aria-invalid");
  await expect(page.getByLabel("Nome", { exact: true })).toHaveAccessibleDescription("");
  await page.getByRole("checkbox", { name: "Escola Aurora" }).check();
  await page
    .getByLabel("Ícone", { exact: true })
    .setInputFiles({ name: "icone.png", mimeType: "image/png", buffer: Buffer.from("not a png") });
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "A disciplina foi criada" })).toBeVisible();
  // The storage's reason, translated: no English sentence of the server on a pt-BR page.
  await expect(page.getByLabel("Ícone", { exact: true })).toHaveAccessibleDescription(
    "Não foi possível enviar a imagem (Ícone): O arquivo não é uma imagem image/png.",
  );
  await expect(page.getByText(/The file|image\/png image/)).toHaveCount(0);
  await expectAccessible(page, "a discipline's form with the storage's refusal");
  await page.getByRole("link", { name: "Abrir disciplina" }).click();
  await expect(page).toHaveURL(/\/disciplines\/\d+$/);
});

test("leaving an edited discipline asks first; a saved one leaves at once", async ({ page }) => {
  await signIn(page, "ana@example.com");
  await page.goto("/disciplines");
  await page
    .getByRole("row", { name: /Matemática/ })
    .getByRole("link")
    .first()
    .click();
  const name = page.getByLabel("Nome", { exact: true });
  await expect(name).toHaveValue("Matemática");
  await name.fill("Matemática (rascunho)");
  const asked = await expectLeavingAsks(
    page,
    () => page.getByRole("link", { name: "Voltar para disciplinas" }).click(),
    () => expect(name).toHaveValue("Matemática (rascunho)"),
  );
  expect(asked[0]).toContain("alterações não salvas");
  await expect(page.getByRole("heading", { level: 1, name: "Disciplinas" })).toBeVisible();
});

test("a refused icon keeps its message and blocks the save; the upload control is named by what it shows", async ({
  page,
}) => {
  const svg = { name: "icone.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg/>") };
  const refusal = "Escolha uma imagem png, jpg, jpeg, gif, webp.";
  await signIn(page, "ana@example.com");
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/disciplines/new");
    await page.getByLabel("Nome", { exact: true }).fill(`Ícone recusado ${viewport.width}`);
    const icon = page.getByLabel("Ícone", { exact: true });
    // The visible control is the page's own, in its language, and the input's name holds its words.
    await expect(page.getByText("Escolher arquivo").first()).toBeVisible();
    await expect(icon).toHaveAccessibleName("Ícone Escolher arquivo");
    await icon.setInputFiles(svg);
    await expect(icon).toHaveAccessibleDescription(refusal);
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Corrija os campos indicados antes de salvar." }),
    ).toBeVisible();
    await expect(icon).toHaveAccessibleDescription(refusal);
    await expect(page).toHaveURL(/\/disciplines\/new$/);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expectAccessible(page, `a refused icon at ${viewport.width} px`);

    // Cleared, the choice and its message go, and so does the alert.
    await page.getByRole("button", { name: "Remover escolha (Ícone)" }).click();
    await expect(icon).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText("Nenhum arquivo escolhido")).toHaveCount(2);
    await expect(page.getByRole("alert").filter({ hasText: "Corrija" })).toHaveCount(0);
  }
});
