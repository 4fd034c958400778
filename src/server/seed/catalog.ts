import { Feature } from "@/generated/prisma/client";

/** The four knowledge areas of the BNCC (Base Nacional Comum Curricular) for the ensino médio. */
export const KNOWLEDGE_AREAS = {
  languages: "Linguagens",
  mathematics: "Matemática",
  nature: "Ciências da Natureza",
  humanities: "Ciências Humanas",
} as const;

export type DisciplineKey = "mat" | "fis" | "qui" | "bio" | "por" | "red" | "his" | "geo";

export type DisciplineDef = {
  id: number;
  key: DisciplineKey;
  name: string;
  internalName: string | null;
  knowledgeAreas: string[];
  /** Empty: no restriction recorded. Only "Redação" restricts what students may use. */
  allowOnlyFeatures: Feature[];
  subjects: string[];
  /** Subjects kept but switched off. */
  disabledSubjects: string[];
  /** Which of the two named schools own it; generated extra schools own the core ones. */
  ownedBy: ("aurora" | "boreal")[];
  /** Offered by every generated extra school. */
  core: boolean;
};

const A = KNOWLEDGE_AREAS;

export const DISCIPLINES: DisciplineDef[] = [
  {
    id: 1,
    key: "mat",
    name: "Matemática",
    internalName: "matematica-em",
    knowledgeAreas: [A.mathematics],
    allowOnlyFeatures: [],
    subjects: [
      "Álgebra",
      "Geometria",
      "Funções",
      "Estatística",
      "Trigonometria",
      "Probabilidade",
      "Matemática Financeira",
    ],
    disabledSubjects: ["Matrizes e Determinantes"],
    ownedBy: ["aurora", "boreal"],
    core: true,
  },
  {
    id: 2,
    key: "fis",
    name: "Física",
    internalName: "fisica-em",
    knowledgeAreas: [A.nature],
    allowOnlyFeatures: [],
    subjects: ["Cinemática", "Dinâmica", "Energia e Trabalho", "Termologia", "Óptica", "Eletricidade", "Ondulatória"],
    disabledSubjects: [],
    ownedBy: ["aurora", "boreal"],
    core: true,
  },
  {
    id: 3,
    key: "qui",
    name: "Química",
    internalName: "quimica-em",
    knowledgeAreas: [A.nature],
    allowOnlyFeatures: [],
    subjects: ["Estequiometria", "Ligações Químicas", "Soluções", "Termoquímica", "Química Orgânica", "Eletroquímica"],
    disabledSubjects: [],
    ownedBy: ["aurora", "boreal"],
    core: true,
  },
  {
    id: 4,
    key: "bio",
    name: "Biologia",
    internalName: "biologia-em",
    knowledgeAreas: [A.nature],
    allowOnlyFeatures: [],
    subjects: ["Citologia", "Genética", "Ecologia", "Evolução", "Fisiologia Humana", "Botânica"],
    disabledSubjects: [],
    ownedBy: ["aurora"],
    core: false,
  },
  {
    id: 5,
    key: "por",
    name: "Língua Portuguesa",
    internalName: "portugues-em",
    knowledgeAreas: [A.languages],
    allowOnlyFeatures: [],
    subjects: ["Gramática", "Interpretação de Texto", "Literatura Brasileira", "Figuras de Linguagem", "Sintaxe"],
    disabledSubjects: ["Ortografia"],
    ownedBy: ["aurora", "boreal"],
    core: true,
  },
  {
    id: 6,
    key: "red",
    name: "Redação",
    internalName: null,
    knowledgeAreas: [A.languages],
    allowOnlyFeatures: [Feature.CAPTURE_IMAGE, Feature.PICK_IMAGE, Feature.PICK_PDFS, Feature.USE_DESCRIPTION],
    subjects: [
      "Texto Dissertativo-Argumentativo",
      "Coesão e Coerência",
      "Proposta de Intervenção",
      "Repertório Sociocultural",
    ],
    disabledSubjects: [],
    ownedBy: ["boreal"],
    core: false,
  },
  {
    id: 7,
    key: "his",
    name: "História",
    internalName: "historia-em",
    knowledgeAreas: [A.humanities],
    allowOnlyFeatures: [],
    subjects: [
      "Brasil Colônia",
      "Brasil Império",
      "Brasil República",
      "Idade Média",
      "Revolução Industrial",
      "Guerra Fria",
    ],
    disabledSubjects: [],
    ownedBy: ["aurora", "boreal"],
    core: true,
  },
  {
    id: 8,
    key: "geo",
    name: "Geografia",
    internalName: "geografia-em",
    knowledgeAreas: [A.humanities, A.nature],
    allowOnlyFeatures: [],
    subjects: ["Cartografia", "Clima e Vegetação", "Geopolítica", "Urbanização", "Agropecuária e Agronegócio"],
    disabledSubjects: [],
    ownedBy: ["boreal"],
    core: false,
  },
];

export const disciplineByKey = (key: DisciplineKey): DisciplineDef => {
  const found = DISCIPLINES.find((d) => d.key === key);
  if (!found) throw new Error(`unknown discipline ${key}`);
  return found;
};

/** Whether students may use a feature in a discipline (an empty list restricts nothing). */
export const allows = (discipline: DisciplineDef, feature: Feature) =>
  discipline.allowOnlyFeatures.length === 0 || discipline.allowOnlyFeatures.includes(feature);

export type SchoolDef = {
  key: string;
  name: string;
  domain: string;
  /** Prefix of students' enrolment numbers (external ids). */
  code: string;
  minHoursToCancel: number;
  groups: string[];
  disciplines: DisciplineKey[];
  rooms: { name: string; modal: "IN_PERSON" | "ONLINE" }[];
};

const coreKeys = DISCIPLINES.filter((d) => d.core).map((d) => d.key);
const ownedKeys = (school: "aurora" | "boreal") =>
  DISCIPLINES.filter((d) => d.ownedBy.includes(school)).map((d) => d.key);

export const NAMED_SCHOOLS: SchoolDef[] = [
  {
    key: "aurora",
    name: "Escola Aurora",
    domain: "escolaaurora.edu.br",
    code: "AUR",
    minHoursToCancel: 24,
    groups: ["1º ano A", "1º ano B", "2º ano B", "3º ano EM"],
    disciplines: ownedKeys("aurora"),
    rooms: [
      { name: "Sala 101", modal: "IN_PERSON" },
      { name: "Biblioteca — Sala de Estudos", modal: "IN_PERSON" },
      { name: "Plantão Online", modal: "ONLINE" },
      { name: "Sala Virtual 1", modal: "ONLINE" },
    ],
  },
  {
    key: "boreal",
    name: "Colégio Boreal",
    domain: "colegioboreal.edu.br",
    code: "BOR",
    minHoursToCancel: 12,
    groups: ["9º ano A", "1º ano A", "2º ano A", "3º ano EM"],
    disciplines: ownedKeys("boreal"),
    rooms: [
      { name: "Sala de Monitoria", modal: "IN_PERSON" },
      { name: "Laboratório de Ciências", modal: "IN_PERSON" },
      { name: "Sala Virtual Boreal", modal: "ONLINE" },
    ],
  },
];

/** A generated extra school for larger scales: "Escola 3", "Escola 4", … */
export function extraSchool(n: number): SchoolDef {
  return {
    key: `escola-${n}`,
    name: `Escola ${n}`,
    domain: `escola${n}.edu.br`,
    code: `E${n}`,
    minHoursToCancel: n % 2 === 0 ? 24 : 48,
    groups: ["1º ano A", "2º ano A", "3º ano A"],
    disciplines: coreKeys,
    rooms: [
      { name: "Sala de Monitoria", modal: "IN_PERSON" },
      { name: "Sala Virtual", modal: "ONLINE" },
    ],
  };
}
