/**
 * Ids the OpenAPI examples share, so that one operation's example refers to another's records: the demo data of
 * src/server/seed (Escola Aurora, its 1º ano A, Ana Souza the admin, Tiago Ferreira the teacher, Sofia Ribeiro a
 * student). The seed draws its own uuids; these are made up but well-formed.
 */
export const demo = {
  aurora: "9e2d4c6b-1f3a-4b8d-a7e5-3c1f0b9d2e68",
  group1A: "7a3e9c1d-52b4-4f08-9d6e-1c2b3a4d5e6f",
  ana: "2c7f1e9a-4b3d-4a6e-8f21-9d0b5c3e7a14",
  tiago: "5b9c2e7d-1a4f-4d8b-9e36-7c0a1f2b3d48",
  sofia: "c8e1f4a2-6b3d-4c9e-a1f7-5d2b8e3c9a40",
  question: "3f6d2b8a-9c41-4e7b-8a15-2d9e0c7b4f31",
  question2: "b2a7c4e9-3d1f-4e8a-9b6c-0f5d2e7a1c83",
  exam: "e5c1a8d3-7f2b-4a9e-8c4d-6b0f3e2a9d17",
  token: "61d0c5e2-7b4a-4f1e-9c3d-8a2b5e7f0c19",
  block: "a4f8e2c1-9b3d-4c7a-8e5f-1d6b0a3c2e95",
  series: "d7b3f1a9-2c8e-4d6b-a0f4-9e1c5b7d3a26",
  booking: "0e4b7f2c-8d1a-4c6e-b3f9-2a5d7c9e1b04",
  room101: "8c2e6a4f-0b9d-4e1c-a7f3-5d8b2c9e0a61",
} as const;
