import { afterAll, beforeAll, expect, it } from "vitest";
import { maxEpochMs } from "@/server/http/epoch-ms";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { fingerprint, fingerprintSql } from "../support/fuzz/fingerprint";
import { jsonClient, type JsonClient } from "../support/http";
import { startRestServer } from "../support/rest-server";

/** Inputs the fuzzer found answered with 500, each now a client error that writes nothing. */
describeEachDatabase("bad input the fuzzer found", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let admin: JsonClient;
  let sql: string;
  const snapshot = () => fingerprint(database().pool, sql);
  beforeAll(async () => {
    server = await startRestServer(testDeps(database()));
    admin = jsonClient(server.url, await bearer(database().prisma, demo.admin));
    sql = await fingerprintSql(database().pool);
  });
  afterAll(() => server.close());

  it("answers 400 to text with a NUL character, which PostgreSQL cannot store, and writes nothing", async () => {
    const discipline = await database().prisma.discipline.findFirstOrThrow({ orderBy: { id: "asc" } });
    const before = await snapshot();
    const patched = await admin("PATCH", `/api/disciplines/${discipline.id}`, { internal_name: "a\u0000b" });
    expect(patched.status).toBe(400);
    expect(patched.body.error.code).toBe("BAD_REQUEST");
    expect((await admin("POST", "/api/tokens", { name: "nul\u0000" })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect((await admin("GET", "/api/exams/questions-db?q=%00")).status).toBe(400);
  });

  it("answers 401 to a session cookie that is not valid percent-encoding", async () => {
    const response = await fetch(`${server.url}/api/me`, {
      headers: { cookie: "next-auth.session-token=%E0%A4%A; other=%" },
    });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("UNAUTHORIZED");
  });

  it("answers 400 to a forged page cursor whose values do not fit the sort", async () => {
    const cursor = (values: string[], sort: string) =>
      Buffer.from(JSON.stringify([`questions-db:${sort.replace("-", "")}`, ...values])).toString("base64url");
    const id = crypto.randomUUID();
    for (const [sort, values] of [
      ["source", ["Fonte", "not-a-uuid"]],
      ["-created_at", ["yesterday", id]],
      ["created_at", ["2024-02-30T00:00:00.000Z", id]],
    ] as const) {
      const response = await admin("GET", `/api/exams/questions-db?sort=${sort}&cursor=${cursor([...values], sort)}`);
      expect(response.status).toBe(400);
      expect(response.body.error.issues[0].code).toBe("invalid_cursor");
    }
    expect(
      (
        await admin(
          "GET",
          `/api/exams/questions-db?sort=created_at&cursor=${cursor(["2024-01-01T00:00:00.000Z", id], "created_at")}`,
        )
      ).status,
    ).toBe(200);
  });

  it("answers 400 to times past the year 9999, which Prisma cannot write or compare", async () => {
    const past = maxEpochMs + 1;
    const list = await admin("GET", `/api/bookings/availability-blocks?start_date=0&end_date=${past}`);
    expect(list.status).toBe(400);
    expect(list.body.error.issues[0].path).toEqual(["end_date"]);
    expect(
      (await admin("GET", `/api/bookings/availability-blocks?start_date=${maxEpochMs - 1}&end_date=${maxEpochMs}`))
        .status,
    ).toBe(200);
    const group = await database().prisma.group.findFirstOrThrow({ orderBy: { id: "asc" } });
    const before = await snapshot();
    const exam = await admin("POST", "/api/exams", {
      name: "Far future",
      description: "",
      exam_to_groups: [
        {
          group_ids: [group.id],
          available_after: 0,
          available_before: past,
          instant_answer_feedback: false,
          allow_multiple_answers: false,
          is_readonly: false,
        },
      ],
    });
    expect(exam.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});
