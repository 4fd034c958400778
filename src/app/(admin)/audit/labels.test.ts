import { describe, expect, it } from "vitest";
import { loadMessages } from "@/i18n/load-messages";
import { locales } from "@/i18n/locales";
import { auditFields, enumLabels, type EnumName } from "@/server/audit/fields";
import { features, knowledgeAreas } from "@/server/disciplines/schema";
import { interchangeFormats } from "@/server/questions-db/interchange-schema";
import { difficulties, questionTypes } from "@/server/questions-db/schema";
import { enumLabelKey } from "./enum-label";

const values: Record<EnumName, readonly string[]> = {
  questionType: questionTypes,
  difficulty: difficulties,
  feature: features,
  knowledgeArea: knowledgeAreas,
  uploadTarget: ["DISCIPLINE_ICON", "DISCIPLINE_HEADER", "QUESTION_MEDIA"],
  importFormat: interchangeFormats,
};

const messageAt = (messages: Record<string, unknown>, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe.each(locales)("the audit diff's labels in %s", (locale) => {
  it("finds every field's label and every enum value's label in the areas' messages", async () => {
    const messages = await loadMessages(locale);
    const keys = [
      ...Object.values(auditFields).flatMap((fields) => Object.values(fields).map((spec) => spec.label)),
      ...Object.entries(values).flatMap(([name, list]) => list.map((v) => enumLabelKey(name as EnumName, v))),
    ];
    expect(keys.filter((key) => typeof messageAt(messages, key) !== "string")).toEqual([]);
    expect(Object.keys(enumLabels).sort()).toEqual(Object.keys(values).sort());
  });
});
