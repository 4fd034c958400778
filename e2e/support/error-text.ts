import fs from "node:fs";

const errorMessages: Record<string, string> = JSON.parse(
  fs.readFileSync("src/i18n/messages/pt-BR/errors.json", "utf8"),
).errors;

/** What the page shows for an error code: its Portuguese text, else the generic one (useErrorText). */
export const errorText = (code: string) => errorMessages[code] ?? errorMessages.invalid!;
