import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { jsonClient, type JsonClient } from "../support/http";
import { questionFixtures } from "../support/question-fixtures";
import { startRestServer } from "../support/rest-server";

// What a client may send in any markdown field: a script, an image that runs code, a link of another scheme.
const active = "Qual é $x$?<script>alert(1)</script> <img src=x onerror=alert(1)> [veja](javascript:alert(1)) **já**";
// What the page shows of it, and so what is stored and answered.
const inert = "Qual é $x$?alert(1)  veja **já**";

describeEachDatabase("question and exam texts are stored as the page shows them", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let ana: JsonClient;
  let fx: Awaited<ReturnType<typeof questionFixtures>>;
  beforeAll(async () => {
    server = await startRestServer(testDeps(database()));
    ana = jsonClient(server.url, await bearer(database().prisma, demo.ana));
    fx = await questionFixtures(database().prisma);
  });
  afterAll(() => server.close());

  const question = (text: string) => ({
    belongs_to: { id: fx.aurora.id },
    description: text,
    discipline_id: fx.discipline.id,
    subject: fx.subject.id,
    type: "MULTIPLE_CHOICE",
    source: "Teste",
    solution: `Solução: ${text}`,
    study_orientation: `Estude: ${text}`,
    hint: `Dica: ${text}`,
    answers: [
      { description: text, is_correct_answer: true },
      { description: "<b>Não</b>", is_correct_answer: false },
    ],
  });
  const texts = (text: string) => ({
    description: text,
    solution: `Solução: ${text}`,
    study_orientation: `Estude: ${text}`,
    hint: `Dica: ${text}`,
    answers: [
      { description: text, is_correct_answer: true },
      { description: "Não", is_correct_answer: false },
    ],
  });

  it("REST: a create and a PATCH answer the inert text, and a GET reads it back", async () => {
    const created = await ana("POST", "/api/exams/questions-db", question(active));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(texts(inert));
    const path = `/api/exams/questions-db/${created.body.id}`;
    expect((await ana("GET", path)).body).toMatchObject(texts(inert));

    const patched = await ana("PATCH", path, question(`Outra: ${active}`));
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject(texts(`Outra: ${inert}`));
    expect((await ana("GET", path)).body).toMatchObject(texts(`Outra: ${inert}`));
  });

  it("REST: a text that was nothing but HTML is refused as empty", async () => {
    const refused = await ana("POST", "/api/exams/questions-db", question("<script>alert(1)</script>"));
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues).toContainEqual(
      expect.objectContaining({ path: ["description"], code: "required" }),
    );
  });

  it("tRPC: a create stores the inert text", async () => {
    const response = await ana("POST", "/api/trpc/questions.create", question(active));
    expect(response.status).toBe(200);
    const id = response.body.result.data.id as string;
    expect((await ana("GET", `/api/exams/questions-db/${id}`)).body).toMatchObject(texts(inert));
  });

  it("REST: an exam's description likewise", async () => {
    const now = Date.parse("2026-11-29T12:00:00Z");
    const window = { group_ids: [fx.auroraGroup.id], available_after: now, available_before: now + 86_400_000 };
    const exam = (description: string) => ({
      name: "Prova inerte",
      description,
      exam_to_groups: [
        { ...window, instant_answer_feedback: false, allow_multiple_answers: false, is_readonly: false },
      ],
    });
    const created = await ana("POST", "/api/exams", exam(active));
    expect(created.status).toBe(201);
    expect(created.body.description).toBe(inert);
    const patched = await ana("PATCH", `/api/exams/${created.body.id}`, exam(`Nova: ${active}`));
    expect(patched.body.description).toBe(`Nova: ${inert}`);
    expect((await ana("GET", `/api/exams/${created.body.id}`)).body.description).toBe(`Nova: ${inert}`);
  });
});
