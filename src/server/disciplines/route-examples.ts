import { demo } from "@/server/rest/example-ids";

/**
 * The OpenAPI examples of the discipline routes, from the demo data (src/server/seed/catalog.ts): Matemática,
 * owned by Escola Aurora, and a new Astronomia whose icon is uploaded after the call.
 */
const subjects = [
  { id: 1, name: "Álgebra", icon_url: null, enabled: true },
  { id: 8, name: "Matrizes e Determinantes", icon_url: null, enabled: false },
];

const upload = (key: string) => ({
  upload: {
    url: "https://demo-media.s3.sa-east-1.amazonaws.com/",
    fields: {
      key,
      "Content-Type": "image/png",
      Policy: "eyJleHBpcmF0aW9uIjoiMjAyNi0wMy0wMlQxNDowMDowMFoifQ==",
      "X-Amz-Signature": "5f1c0e7a9b2d4c6e8f0a1b3c5d7e9f2a4b6c8d0e1f3a5b7c9d2e4f6a8b0c1d3e",
    },
  },
});

export const disciplineExamples = {
  get: {
    output: {
      id: 1,
      name: "Matemática",
      icon_url: "",
      header_url: "",
      internal_name: "matematica-em",
      knowledge_areas: ["Matemática"],
      allow_only_features: [],
      owners: [{ id: demo.aurora, name: "Escola Aurora" }],
      subjects,
    },
  },
  create: {
    body: {
      name: "Astronomia",
      internal_name: "astronomia-eletiva",
      icon: "astronomia.png",
      subjects: [{ name: "Sistema Solar" }, { name: "Estrelas e galáxias", enabled: true }],
      knowledge_areas: ["Ciências da Natureza" as const],
      owner_ids: [demo.aurora],
    },
    output: {
      id: 9,
      name: "Astronomia",
      internal_name: "astronomia-eletiva",
      icon_url: "",
      header_url: "",
      allow_only_features: [],
      knowledge_areas: ["Ciências da Natureza"],
      owners: [{ id: demo.aurora }],
      icon: upload("disciplines/9/icon-astronomia.png"),
      subjects: [
        { id: 41, name: "Sistema Solar", enabled: true },
        { id: 42, name: "Estrelas e galáxias", enabled: true },
      ],
    },
  },
  update: {
    body: { name: "Matemática", allow_only_features: ["CAPTURE_IMAGE" as const, "USE_DESCRIPTION" as const] },
    output: {
      id: 1,
      name: "Matemática",
      internal_name: "matematica-em",
      icon_url: "",
      header_url: "",
      allow_only_features: ["CAPTURE_IMAGE" as const, "USE_DESCRIPTION" as const],
      knowledge_areas: ["Matemática"],
      owners: [{ id: demo.aurora }],
    },
  },
  addSubject: {
    body: { name: "Geometria Analítica", enabled: true },
    output: { id: 43, discipline_id: 1, name: "Geometria Analítica", enabled: true, icon_url: null },
  },
  getSubject: { output: { ...subjects[0]!, discipline_id: 1 } },
  updateSubject: {
    body: { enabled: false },
    output: { id: 8, discipline_id: 1, name: "Matrizes e Determinantes", enabled: false, icon_url: null },
  },
  deleteSubject: { output: { id: 43, discipline_id: 1, name: "Geometria Analítica", enabled: true, icon_url: null } },
  delete: { output: { id: 9 } },
};
