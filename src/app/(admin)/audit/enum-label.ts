import { enumLabels, type EnumName } from "@/server/audit/fields";
import { areaMessageKey, isKnowledgeArea } from "../disciplines/labels";

/** The message key of an enum's value, in the area that labels it (the forms' own labels). */
export function enumLabelKey(name: EnumName, value: string): string {
  const prefix = enumLabels[name];
  if (name === "knowledgeArea") return isKnowledgeArea(value) ? `${prefix}.${areaMessageKey[value]}` : value;
  if (name === "feature") return `${prefix}.${value}.label`;
  return `${prefix}.${value}`;
}
