import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toast";

test("a duplicate subject is refused, on the new discipline's form and on its edit page", async ({ page }) => {
  const name = `Álgebra e Geometria ${Date.now()}`;
  await signIn(page, "ana@example.com");
  await page.goto("/disciplines/new");
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByRole("checkbox", { name: "Escola Aurora" }).check();
  // Nothing on the page asks the browser to validate: every message is the form's own.
  await expect(page.locator("[required], [pattern], input[type=email], input[type=url]")).toHaveCount(0);
  await expect(page.locator("form")).toHaveAttribute("novalidate", "");

  const newSubject = page.getByLabel("Novo assunto");
  for (const subject of ["Álgebra", "Geometria", "  ALGEBRA "]) {
    await newSubject.fill(subject);
    await page.getByRole("button", { name: "Adicionar assunto" }).click();
  }
  await expect(newSubject).toHaveAccessibleDescription("Já existe o assunto “Álgebra” nesta disciplina.");
  await expect(page.getByLabel(/^Nome do assunto/)).toHaveCount(2);
  await expectAccessible(page, "a new discipline refusing a repeated subject");

  // A file that is not an image is refused before any preview, in the page's language.
  await page
    .getByLabel("Ícone", { exact: true })
    .setInputFiles({ name: "notas.txt", mimeType: "text/plain", buffer: Buffer.from("não é imagem") });
  await expect(page.getByLabel("Ícone", { exact: true })).toHaveAccessibleDescription(
    "Escolha uma imagem png, jpg, jpeg, gif, webp.",
  );
  await expect(page.getByRole("img", { name: "Pré-visualização: Ícone" })).toHaveCount(0);
  await expectAccessible(page, "a new discipline refusing a file that is not an image");

  // The refusal blocks the save until it is cleared (disciplines.spec.ts shows the blocked save).
  await page.getByRole("button", { name: "Remover escolha (Ícone)" }).click();
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page).toHaveURL(/\/disciplines\/\d+$/);
  await expectToast(page, "Disciplina salva");

  // On the edit page: refused before sending, and by the server when a rename takes another subject's name.
  await page.getByLabel("Novo assunto").fill("algébra");
  await page.getByRole("button", { name: "Adicionar assunto" }).click();
  await expect(page.getByLabel("Novo assunto")).toHaveAccessibleDescription(
    "Já existe o assunto “Álgebra” nesta disciplina.",
  );
  const geometry = page.getByLabel("Nome do assunto 2");
  await geometry.fill("ÁLGEBRA");
  await geometry.press("Enter");
  await expect(geometry).toHaveAccessibleDescription("Já existe o assunto “Álgebra” nesta disciplina.");
  await expectToast(page, "Já existe o assunto “Álgebra” nesta disciplina.");
  await expectAccessible(page, "a discipline refusing a rename to another subject's name");

  // A rename and a switch are saved at once, and their toast undoes them.
  await geometry.fill("Geometria plana");
  await geometry.press("Enter");
  const renamed = await expectToast(page, "Assunto “Geometria” renomeado para “Geometria plana”.");
  await renamed.getByRole("button", { name: "Desfazer" }).click();
  await expectToast(page, "Alteração do assunto “Geometria” desfeita.");
  await expect(geometry).toHaveValue("Geometria");

  const active = page.getByRole("group", { name: "Álgebra" }).getByRole("checkbox", { name: "Ativo" });
  await active.uncheck();
  const disabled = await expectToast(page, "Assunto “Álgebra” desativado.");
  await disabled.getByRole("button", { name: "Desfazer" }).click();
  await expectToast(page, "Alteração do assunto “Álgebra” desfeita.");
  await expect(active).toBeChecked();

  await page.reload();
  await expect(page.getByLabel("Nome do assunto 2")).toHaveValue("Geometria");
  await expect(page.getByRole("group", { name: "Álgebra" }).getByRole("checkbox", { name: "Ativo" })).toBeChecked();
  await expect(page.getByLabel(/^Nome do assunto/)).toHaveCount(2);
});
