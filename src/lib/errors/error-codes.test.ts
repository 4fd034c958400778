import fs from "node:fs";
import path from "node:path";
import { createTranslator } from "use-intl";
import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/locales";
import { errorStatus } from "@/server/errors/domain-error";
import { errorCodes } from "./error-codes";

const messagesOf = (locale: string) =>
  (
    JSON.parse(fs.readFileSync(path.join("src/i18n/messages", locale, "errors.json"), "utf8")) as {
      errors: Record<string, string>;
    }
  ).errors;

/** The arguments a message names: `{max}`, `{seconds, plural, …}`. */
const argumentsOf = (message: string) => [...new Set([...message.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

describe("error codes", () => {
  it.each(locales)("every registered code has a %s message, and every message a registered code", (locale) => {
    const messages = messagesOf(locale);
    expect(errorCodes.filter((code) => !messages[code])).toEqual([]);
    expect(Object.keys(messages).filter((key) => !(errorCodes as readonly string[]).includes(key))).toEqual([]);
  });

  it("registers each category, the reason the browser falls back to", () => {
    const categories = Object.keys(errorStatus).map((category) => category.toLowerCase());
    expect(categories.filter((code) => !(errorCodes as readonly string[]).includes(code))).toEqual([]);
  });

  it("has no code twice", () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });

  it("names the same arguments in every language, and each message formats", () => {
    const [first, ...others] = locales;
    for (const other of others) {
      const mismatched = errorCodes.filter(
        (code) =>
          argumentsOf(messagesOf(first)[code] ?? "").join() !== argumentsOf(messagesOf(other)[code] ?? "").join(),
      );
      expect(mismatched).toEqual([]);
    }
    for (const locale of locales) {
      const failures: string[] = [];
      const t = createTranslator({
        locale,
        messages: { errors: messagesOf(locale) },
        namespace: "errors",
        onError: (error) => failures.push(error.message),
      });
      for (const code of errorCodes) {
        const values = Object.fromEntries(argumentsOf(messagesOf(locale)[code] ?? "").map((name) => [name, 2]));
        t(code as never, values);
      }
      expect(failures).toEqual([]);
    }
  });
});
