import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { jsonClient, type JsonClient } from "../support/http";
import { startRestServer } from "../support/rest-server";

describeEachDatabase("/api/audit over HTTP", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let as: Record<"admin" | "ana" | "tiago" | "sofia" | "anonymous", JsonClient>;
  beforeAll(async () => {
    const { prisma } = database();
    server = await startRestServer(testDeps(database()));
    const client = async (email: string) => jsonClient(server.url, await bearer(prisma, email));
    as = {
      admin: await client(demo.admin),
      ana: await client(demo.ana),
      tiago: await client(demo.tiago),
      sofia: await client(demo.sofia),
      anonymous: jsonClient(server.url, {}),
    };
  });
  afterAll(() => server.close());

  it("shows a platform admin a REST write with its token, before and after", async () => {
    const aurora = (await database().prisma.school.findFirstOrThrow({ where: { name: "Escola Aurora" } })).id;
    const created = await as.ana("POST", "/api/disciplines", {
      name: `Auditada ${crypto.randomUUID().slice(0, 8)}`,
      owner_ids: [aurora],
    });
    expect(created.status).toBe(201);
    const renamed = await as.ana("PATCH", `/api/disciplines/${created.body.id}`, { name: "Renomeada" });
    expect(renamed.status).toBe(200);

    const response = await as.admin("GET", `/api/audit?entity_type=discipline&entity_id=${created.body.id}`);
    expect(response.status).toBe(200);
    type Entry = { action: string; token_id: string | null };
    const items: Entry[] = response.body.items;
    expect(items.map((e) => e.action).sort()).toEqual(["discipline.create", "discipline.update"]);
    const [create, update] = [
      items.find((e) => e.action === "discipline.create"),
      items.find((e) => e.action === "discipline.update"),
    ];
    expect(create).toMatchObject({ action: "discipline.create", before: null, after: { name: created.body.name } });
    expect(update).toMatchObject({
      action: "discipline.update",
      actor: { email: demo.ana },
      actor_kind: "TOKEN",
      school_ids: [aurora],
      before: { name: created.body.name },
      after: { name: "Renomeada" },
    });
    expect(update?.token_id).toEqual(expect.any(String));
    expect(response.body.next_cursor).toBeNull();
  });

  it("answers 403 to school admins, teachers and students, and 401 without a credential", async () => {
    for (const caller of [as.ana, as.tiago, as.sofia]) {
      const response = await caller("GET", "/api/audit");
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe("FORBIDDEN");
    }
    const anonymous = await as.anonymous("GET", "/api/audit");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe("UNAUTHORIZED");
  });

  it("answers 400 for malformed filters and 422 for a range that ends before it starts", async () => {
    for (const bad of [
      "action=question.explode",
      "from=yesterday",
      "actor_id=nobody",
      "limit=1000",
      "cursor=garbage",
    ]) {
      const response = await as.admin("GET", `/api/audit?${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.body.error.code).toBe("BAD_REQUEST");
    }
    expect((await as.admin("GET", "/api/audit?from=2000&to=1000")).status).toBe(422);
  });
});
