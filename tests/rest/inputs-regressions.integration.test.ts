import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { fixtures, type Fixtures } from "../support/authz/fixtures";
import { startTrpcServer } from "../support/authz/trpc-server";
import { loadWorld, type World } from "../support/authz/world";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { fingerprint, fingerprintSql } from "../support/fuzz/fingerprint";
import { jsonClient, type JsonClient } from "../support/http";
import { startRestServer } from "../support/rest-server";

/** A body id unknown to everyone, in the id space of the field. */
const unknownUuid = "00000000-0000-4000-8000-000000000000";
const unknownInt = 2_147_483_000;

/** Issue #14, findings 6 and 8: ids of another school inside bodies, and input that answered 500. */
describeEachDatabase("ids inside bodies and ill-formed input", (database) => {
  let rest: Awaited<ReturnType<typeof startRestServer>>;
  let trpc: Awaited<ReturnType<typeof startTrpcServer>>;
  let ana: JsonClient;
  let anaHeaders: Record<string, string>;
  let world: World;
  let fx: Fixtures;
  let sql: string;
  const snapshot = () => fingerprint(database().pool, sql);
  /** What a refusal tells: the unknown and the foreign id must get the same. */
  const answer = (r: { status: number; body: { error?: { code: string; message: string } } }) => ({
    status: r.status,
    code: r.body.error?.code,
    message: r.body.error?.message,
  });
  const callTrpc = async (path: string, input: unknown, type: "query" | "mutation") => {
    const encoded = encodeURIComponent(JSON.stringify(input));
    const response =
      type === "query"
        ? await fetch(`${trpc.url}/api/trpc/${path}?input=${encoded}`, { headers: anaHeaders })
        : await fetch(`${trpc.url}/api/trpc/${path}`, {
            method: "POST",
            headers: { ...anaHeaders, "content-type": "application/json" },
            body: JSON.stringify(input),
          });
    return { status: response.status, text: await response.text() };
  };

  beforeAll(async () => {
    const deps = testDeps(database());
    rest = await startRestServer(deps);
    trpc = await startTrpcServer(deps);
    anaHeaders = await bearer(database().prisma, demo.ana);
    ana = jsonClient(rest.url, anaHeaders);
    world = await loadWorld(database().prisma);
    fx = fixtures(database().prisma);
    sql = await fingerprintSql(database().pool);
  });
  afterAll(async () => {
    await fx?.removeAll();
    await Promise.all([rest?.close(), trpc?.close()]);
  });

  it("refuses another school's subject in other_subjects like an unknown one, and names none of it", async () => {
    const { aurora, boreal } = world;
    const body = (id: number) => ({
      belongs_to: { id: aurora.schoolId },
      description: "other subjects",
      discipline_id: aurora.disciplineId,
      subject: aurora.subjectId,
      type: "DISCURSIVE",
      source: "inputs",
      answers: [],
      other_subjects: [{ id }],
    });
    const before = await snapshot();
    const foreign = await ana("POST", "/api/exams/questions-db", body(boreal.subjectId));
    const unknown = await ana("POST", "/api/exams/questions-db", body(unknownInt));
    expect(answer(foreign)).toEqual({ status: 403, code: "FORBIDDEN", message: expect.any(String) });
    expect(answer(unknown)).toEqual(answer(foreign));
    expect(JSON.stringify(foreign.body)).not.toContain(boreal.subjectName);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses another school's exam in a question's exams like an unknown one", async () => {
    const { aurora, boreal } = world;
    const body = (id: string) => ({
      belongs_to: { id: aurora.schoolId },
      description: "exams",
      discipline_id: aurora.disciplineId,
      subject: aurora.subjectId,
      type: "DISCURSIVE",
      source: "inputs",
      answers: [],
      exams: [{ id }],
    });
    const foreign = await ana("POST", "/api/exams/questions-db", body(boreal.examId));
    expect(answer(foreign)).toEqual({ status: 403, code: "FORBIDDEN", message: expect.any(String) });
    expect(answer(await ana("POST", "/api/exams/questions-db", body(unknownUuid)))).toEqual(answer(foreign));
  });

  it("refuses another school's booking room like an unknown one, and books in a room of the group's school", async () => {
    const { prisma } = database();
    const borealRoom = await prisma.bookingRoom.findFirstOrThrow({ where: { schoolId: world.boreal.schoolId } });
    const auroraRoom = await prisma.bookingRoom.findFirstOrThrow({ where: { schoolId: world.aurora.schoolId } });
    const slot = await fx.slot(world.aurora);
    const before = await snapshot();
    const foreign = await ana("POST", "/api/bookings", { ...slot, room_id: borealRoom.id });
    const unknown = await ana("POST", "/api/bookings", { ...slot, room_id: unknownUuid });
    expect(answer(foreign)).toEqual({ status: 403, code: "FORBIDDEN", message: expect.any(String) });
    expect(answer(unknown)).toEqual(answer(foreign));
    expect(JSON.stringify(foreign.body)).not.toContain(borealRoom.name);
    expect(await snapshot()).toEqual(before);
    const booked = await ana("POST", "/api/bookings", { ...slot, room_id: auroraRoom.id });
    expect(booked.status).toBe(201);
    fx.created.bookings.push(booked.body.id);
  });

  it("refuses another school's question filter like an unknown one", async () => {
    const foreign = await ana("GET", `/api/exams/questions-db?exam_id=${world.boreal.examId}`);
    expect(answer(foreign)).toEqual({ status: 403, code: "FORBIDDEN", message: expect.any(String) });
    expect(answer(await ana("GET", `/api/exams/questions-db?exam_id=${unknownUuid}`))).toEqual(answer(foreign));
  });

  it("answers 400 to lone surrogates in REST bodies, and writes nothing", async () => {
    const discipline = await database().prisma.discipline.findFirstOrThrow({
      where: { id: world.aurora.disciplineId },
    });
    const before = await snapshot();
    for (const [method, path, body] of [
      ["POST", "/api/tokens", { name: "\ud800" }],
      ["PATCH", `/api/disciplines/${discipline.id}`, { name: "a\udc00b" }],
      [
        "POST",
        "/api/reports/groups-usage",
        { start_date: 0, end_date: 86_400_000, group_ids: [world.aurora.groupId], name: "x\ud83d" },
      ],
      ["POST", "/api/tokens", { name: "ok", ["\udfff"]: 1 }],
    ] as const) {
      const response = await ana(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(response.body.error.issues[0].code).toBe("ill_formed_text");
    }
    expect(await snapshot()).toEqual(before);
    // A well-formed pair is an ordinary character.
    expect((await ana("POST", "/api/tokens", { name: "inputs \ud83d\ude00" })).status).toBe(201);
  });

  it("answers 400 to lone surrogates and huge times in tRPC inputs", async () => {
    const before = await snapshot();
    const created = await callTrpc("tokens.create", { name: "\ud800" }, "mutation");
    expect(created.status).toBe(400);
    expect(JSON.parse(created.text).error.data.issues[0].code).toBe("ill_formed_text");
    const discipline = await callTrpc(
      "disciplines.update",
      { id: world.aurora.disciplineId, data: { name: "\udc00" } },
      "mutation",
    );
    expect(discipline.status).toBe(400);
    expect(await snapshot()).toEqual(before);
    for (const end of [9e15, 1e308, -9e15]) {
      const bookings = await callTrpc(
        "availability.bookings",
        { teacher_id: world.aurora.teacherId, start_date: 0, end_date: end },
        "query",
      );
      expect(bookings.status, String(end)).toBe(400);
    }
    expect(
      (
        await callTrpc(
          "availability.bookings",
          { teacher_id: world.aurora.teacherId, start_date: 0, end_date: 86_400_000 },
          "query",
        )
      ).status,
    ).toBe(200);
  });
});
