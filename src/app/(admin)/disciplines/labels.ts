import { features, knowledgeAreas } from "@/server/disciplines/schema";

export type KnowledgeArea = (typeof knowledgeAreas)[number];
export type Feature = (typeof features)[number];

/** Message keys (under "disciplines.areas") of the BNCC knowledge areas, whose values are Portuguese names. */
export const areaMessageKey = {
  Linguagens: "languages",
  Matemática: "mathematics",
  "Ciências da Natureza": "nature",
  "Ciências Humanas": "humanities",
} as const satisfies Record<KnowledgeArea, string>;

export const isKnowledgeArea = (value: string): value is KnowledgeArea =>
  (knowledgeAreas as readonly string[]).includes(value);
