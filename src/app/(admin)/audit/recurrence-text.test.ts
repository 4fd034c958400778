import { createTranslator } from "use-intl";
import { describe, expect, it } from "vitest";
import { loadMessages } from "@/i18n/load-messages";
import type { Locale } from "@/i18n/locales";
import { recurrenceText } from "./recurrence-text";

async function sayer(locale: Locale, timeZone = "America/Sao_Paulo") {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: "audit.recurrence" });
  return (rrule: string) =>
    recurrenceText(rrule, { t: (key, values) => t(key as never, values as never), locale, timeZone });
}

describe("a series' repetition in words", () => {
  it("says it in Portuguese, the repeated article once", async () => {
    const say = await sayer("pt-BR");
    expect(say("FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20261215T235959")).toBe(
      "Toda semana, às segundas e quartas, até 15/12/2026",
    );
    expect(say("FREQ=WEEKLY;WKST=MO;BYDAY=TU;COUNT=4")).toBe("Toda semana, às terças, 4 vezes");
    expect(say("FREQ=WEEKLY;BYDAY=MO,SA,SU;COUNT=1")).toBe("Toda semana, às segundas, aos sábados e domingos, 1 vez");
    expect(say("FREQ=WEEKLY;INTERVAL=2;BYDAY=FR")).toBe("A cada 2 semanas, às sextas");
  });

  it("says it in English, days in the week's order", async () => {
    const say = await sayer("en");
    expect(say("FREQ=WEEKLY;BYDAY=WE,MO;UNTIL=20261215T235959")).toBe(
      "Every week, on Mondays and Wednesdays, until 12/15/26",
    );
    expect(say("FREQ=WEEKLY;BYDAY=TH;COUNT=1")).toBe("Every week, on Thursdays, once");
  });

  it("tells a UTC end's day in the school's zone, a floating one as written", async () => {
    // 02:30 UTC on the 16th is still the 15th in São Paulo, and already the 16th in Tokyo.
    expect((await sayer("pt-BR"))("FREQ=WEEKLY;BYDAY=MO;UNTIL=20261216T023000Z")).toBe(
      "Toda semana, às segundas, até 15/12/2026",
    );
    expect((await sayer("pt-BR", "Asia/Tokyo"))("FREQ=WEEKLY;BYDAY=MO;UNTIL=20261216T023000Z")).toBe(
      "Toda semana, às segundas, até 16/12/2026",
    );
    expect((await sayer("pt-BR", "Asia/Tokyo"))("FREQ=WEEKLY;BYDAY=MO;UNTIL=20261215T235959")).toBe(
      "Toda semana, às segundas, até 15/12/2026",
    );
  });

  it("leaves a rule it cannot say to the page, which shows its text", async () => {
    const say = await sayer("pt-BR");
    for (const rule of ["FREQ=DAILY;COUNT=3", "FREQ=WEEKLY;BYDAY=1MO", "FREQ=WEEKLY;BYSETPOS=1", "nonsense", ""])
      expect(say(rule)).toBeNull();
  });
});
