import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { jsonClient, type JsonClient } from "../support/http";
import { startRestServer } from "../support/rest-server";

describeEachDatabase("disciplines over HTTP", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let as: Record<"admin" | "ana" | "bruno" | "tiago" | "sofia" | "anonymous", JsonClient>;
  let aurora: string;
  let boreal: string;
  beforeAll(async () => {
    const { prisma } = database();
    server = await startRestServer(testDeps(database()));
    const client = async (email: string) => jsonClient(server.url, await bearer(prisma, email));
    as = {
      admin: await client(demo.admin),
      ana: await client(demo.ana),
      bruno: await client(demo.bruno),
      tiago: await client(demo.tiago),
      sofia: await client(demo.sofia),
      anonymous: jsonClient(server.url, {}),
    };
    aurora = (await prisma.school.findFirstOrThrow({ where: { name: "Escola Aurora" } })).id;
    boreal = (await prisma.school.findFirstOrThrow({ where: { name: "Colégio Boreal" } })).id;
  });
  afterAll(() => server.close());

  const unique = (name: string) => `${name} ${crypto.randomUUID().slice(0, 8)}`;

  it("creates a discipline (201) with subjects, features and upload targets", async () => {
    const name = unique("Astronomia");
    const created = await as.ana("POST", "/api/disciplines", {
      name,
      internal_name: "astro-em",
      icon: "icone.png",
      subjects: [{ name: "Sistema Solar" }, { name: "Estrelas", enabled: false }],
      allow_only_features: ["PICK_IMAGE", "USE_DESCRIPTION"],
      knowledge_areas: ["Ciências da Natureza"],
      owner_ids: [aurora],
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("location")).toBe(`/api/disciplines/${created.body.id}`);
    expect(created.body).toMatchObject({
      name,
      internal_name: "astro-em",
      icon_url: "",
      header_url: "",
      allow_only_features: ["PICK_IMAGE", "USE_DESCRIPTION"],
      owners: [{ id: aurora }],
      subjects: [
        { id: expect.any(Number), name: "Sistema Solar", enabled: true },
        { id: expect.any(Number), name: "Estrelas", enabled: false },
      ],
    });
    expect(created.body.icon.upload.url).toBe(`${server.url}/api/uploads`);
    expect(Object.keys(created.body.icon.upload.fields)).toEqual(["key", "Content-Type", "policy", "signature"]);
    expect(created.body.header).toBeUndefined();

    const read = await as.ana("GET", `/api/disciplines/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: created.body.id,
      name,
      internal_name: "astro-em",
      knowledge_areas: ["Ciências da Natureza"],
      subjects: [{ name: "Sistema Solar", icon_url: null }, { name: "Estrelas" }],
    });
    expect((await as.ana("GET", "/api/disciplines")).body).toContainEqual({
      id: created.body.id,
      name,
      icon_url: "",
      header_url: "",
    });
  });

  it("keeps each school's disciplines to itself, and hides internal_name from teachers", async () => {
    const borealOnly = await as.bruno("POST", "/api/disciplines", {
      name: unique("Robótica"),
      internal_name: "rob",
      owner_ids: [boreal],
    });
    expect(borealOnly.status).toBe(201);
    const ids = (r: { body: { id: number }[] }) => r.body.map((d) => d.id);
    expect(ids(await as.ana("GET", "/api/disciplines"))).not.toContain(borealOnly.body.id);
    expect(ids(await as.admin("GET", "/api/disciplines"))).toContain(borealOnly.body.id);
    expect((await as.ana("GET", `/api/disciplines/${borealOnly.body.id}`)).status).toBe(403);

    const teacherList = await as.tiago("GET", "/api/disciplines");
    expect(teacherList.status).toBe(200);
    expect(teacherList.body.length).toBeGreaterThan(0);
    const teacherView = await as.tiago("GET", `/api/disciplines/${teacherList.body[0].id}`);
    expect(teacherView.status).toBe(200);
    expect(teacherView.body).not.toHaveProperty("internal_name");
    expect((await as.sofia("GET", "/api/disciplines")).status).toBe(403);
    expect((await as.anonymous("GET", "/api/disciplines")).status).toBe(401);
  });

  it("refuses bad creations with 400, 401, 403 and 422, and writes nothing", async () => {
    const before = await database().prisma.discipline.count();
    const valid = { name: unique("Química Orgânica"), owner_ids: [aurora] };
    expect((await as.anonymous("POST", "/api/disciplines", valid)).status).toBe(401);
    expect((await as.tiago("POST", "/api/disciplines", valid)).status).toBe(403);
    expect((await as.ana("POST", "/api/disciplines", { ...valid, owner_ids: [aurora, boreal] })).status).toBe(403);
    const missing = await as.ana("POST", "/api/disciplines", { internal_name: "x" });
    expect(missing.status).toBe(422);
    expect(missing.body.error.issues.map((i: { path: string[] }) => i.path[0]).sort()).toEqual(["name", "owner_ids"]);
    expect((await as.ana("POST", "/api/disciplines", { ...valid, allow_only_features: ["TELEPATHY"] })).status).toBe(
      400,
    );
    expect((await as.ana("POST", "/api/disciplines", { ...valid, icon: "virus.exe" })).status).toBe(400);
    expect((await as.ana("POST", "/api/disciplines", { ...valid, knowledge_areas: ["Astrologia"] })).status).toBe(400);
    expect((await as.ana("POST", "/api/disciplines", "{not json")).status).toBe(400);
    const unknownSchool = await as.admin("POST", "/api/disciplines", { ...valid, owner_ids: [crypto.randomUUID()] });
    expect(unknownSchool.status).toBe(422);
    expect(await database().prisma.discipline.count()).toBe(before);
  });

  it("updates only the fields sent (200), and keeps owners outside the caller's schools", async () => {
    const shared = await as.admin("POST", "/api/disciplines", {
      name: unique("Filosofia"),
      owner_ids: [aurora, boreal],
      allow_only_features: ["SEND_REPLY"],
    });
    const id = shared.body.id;
    const renamed = await as.ana("PATCH", `/api/disciplines/${id}`, {
      name: "Filosofia e Ética",
      owner_ids: [aurora],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      id,
      name: "Filosofia e Ética",
      allow_only_features: ["SEND_REPLY"],
      icon_url: "",
      header_url: "",
    });
    // Boreal stays an owner, but Ana's answer names only her own school.
    expect(renamed.body.owners).toEqual([{ id: aurora }]);
    expect(
      (await database().prisma.disciplineOwner.findMany({ where: { disciplineId: id } })).map((o) => o.schoolId).sort(),
    ).toEqual([aurora, boreal].sort());
    expect(renamed.body.icon).toBeUndefined();

    const withHeader = await as.bruno("PATCH", `/api/disciplines/${id}`, {
      header: "capa.webp",
      allow_only_features: [],
    });
    expect(withHeader.status).toBe(200);
    expect(withHeader.body.allow_only_features).toEqual([]);
    expect(withHeader.body.header.upload.fields["Content-Type"]).toBe("image/webp");
    expect((await as.ana("PATCH", `/api/disciplines/${id}`, { owner_ids: [boreal] })).status).toBe(403);
  });

  it("audits an update that changes a field, and leaves no entry for one that changes none", async () => {
    const created = await as.ana("POST", "/api/disciplines", { name: unique("Música"), owner_ids: [aurora] });
    const id = created.body.id;
    const updates = () =>
      database().prisma.auditEntry.count({ where: { action: "discipline.update", entityId: String(id) } });
    expect((await as.ana("PATCH", `/api/disciplines/${id}`, { name: created.body.name })).status).toBe(200);
    expect((await as.ana("PATCH", `/api/disciplines/${id}`, { icon: "icone.png", owner_ids: [aurora] })).status).toBe(
      200,
    );
    expect(await updates()).toBe(0);
    expect((await as.ana("PATCH", `/api/disciplines/${id}`, { knowledge_areas: ["Linguagens"] })).status).toBe(200);
    expect(await updates()).toBe(1);
  });

  it("answers 403, 404 and 400 on updates as the spec lists", async () => {
    const auroraOnly = await as.ana("POST", "/api/disciplines", { name: unique("Teatro"), owner_ids: [aurora] });
    expect((await as.bruno("PATCH", `/api/disciplines/${auroraOnly.body.id}`, { name: "Hijack" })).status).toBe(403);
    expect((await as.tiago("PATCH", `/api/disciplines/${auroraOnly.body.id}`, { name: "Hijack" })).status).toBe(403);
    expect((await as.ana("PATCH", "/api/disciplines/999999", { name: "x" })).status).toBe(404);
    expect((await as.ana("GET", "/api/disciplines/999999")).status).toBe(404);
    expect((await as.ana("PATCH", "/api/disciplines/abc", { name: "x" })).status).toBe(400);
    expect((await as.ana("PATCH", `/api/disciplines/${auroraOnly.body.id}`, { name: 7 })).status).toBe(400);
    expect((await as.ana("GET", `/api/disciplines/${auroraOnly.body.id}`)).body.name).toBe(auroraOnly.body.name);
  });

  it("adds, renames and disables subjects", async () => {
    const d = await as.ana("POST", "/api/disciplines", {
      name: unique("Geografia"),
      owner_ids: [aurora],
      subjects: [{ name: "Cartografia" }],
    });
    const added = await as.ana("POST", `/api/disciplines/${d.body.id}/subjects`, { name: "Climatologia" });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(Number),
      discipline_id: d.body.id,
      name: "Climatologia",
      enabled: true,
      icon_url: null,
    });
    const changed = await as.ana("PATCH", `/api/disciplines/${d.body.id}/subjects/${added.body.id}`, {
      name: "Climatologia Geral",
      enabled: false,
    });
    expect(changed.body).toMatchObject({ name: "Climatologia Geral", enabled: false });
    expect((await as.ana("PATCH", `/api/disciplines/${d.body.id}/subjects/${added.body.id}`, {})).status).toBe(422);
    const other = await as.ana("POST", "/api/disciplines", { name: unique("Outra"), owner_ids: [aurora] });
    expect(
      (await as.ana("PATCH", `/api/disciplines/${other.body.id}/subjects/${added.body.id}`, { name: "x" })).status,
    ).toBe(404);
    expect((await as.bruno("POST", `/api/disciplines/${d.body.id}/subjects`, { name: "x" })).status).toBe(403);
    const subjects = (await as.ana("GET", `/api/disciplines/${d.body.id}`)).body.subjects;
    expect(subjects.map((s: { name: string; enabled: boolean }) => [s.name, s.enabled])).toEqual([
      ["Cartografia", true],
      ["Climatologia Geral", false],
    ]);
  });

  it("refuses a subject name the discipline has already, ignoring case and accents (422 naming it)", async () => {
    const twice = await as.ana("POST", "/api/disciplines", {
      name: unique("Matemática"),
      owner_ids: [aurora],
      subjects: [{ name: "Álgebra" }, { name: "Geometria" }, { name: " ALGEBRA " }],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.error.issues).toEqual([
      expect.objectContaining({
        path: ["subjects", 2, "name"],
        code: "subject_duplicate",
        params: { name: "ALGEBRA" },
      }),
    ]);

    const d = await as.ana("POST", "/api/disciplines", {
      name: unique("Matemática"),
      owner_ids: [aurora],
      subjects: [{ name: "algebra" }, { name: "Geometria" }],
    });
    const [algebra, geometry] = d.body.subjects;
    const added = await as.ana("POST", `/api/disciplines/${d.body.id}/subjects`, { name: "Álgebra" });
    expect(added.status).toBe(422);
    expect(added.body.error).toMatchObject({
      reason: "subject_duplicate",
      params: { name: "algebra", id: algebra.id },
    });
    expect(added.body.error.issues).toEqual([expect.objectContaining({ path: ["name"], code: "subject_duplicate" })]);
    const path = `/api/disciplines/${d.body.id}/subjects/${geometry.id}`;
    const renamed = await as.ana("PATCH", path, { name: "ÁLGEBRA" });
    expect(renamed.status).toBe(422);
    expect(renamed.body.error.params).toMatchObject({ name: "algebra" });
    // Its own name in other letters is not another subject's; disabling does not look at names.
    const own = await as.ana("PATCH", `/api/disciplines/${d.body.id}/subjects/${algebra.id}`, { name: "Álgebra" });
    expect(own.body).toMatchObject({ name: "Álgebra" });
    expect(
      (await as.ana("PATCH", `/api/disciplines/${d.body.id}/subjects/${geometry.id}`, { enabled: false })).status,
    ).toBe(200);
    // Another discipline may have the same subject.
    const other = await as.ana("POST", "/api/disciplines", { name: unique("Outra"), owner_ids: [aurora] });
    expect((await as.ana("POST", `/api/disciplines/${other.body.id}/subjects`, { name: "Álgebra" })).status).toBe(201);
  });

  it("adds one of two simultaneous subjects of the same name", async () => {
    const d = await as.ana("POST", "/api/disciplines", { name: unique("Física"), owner_ids: [aurora] });
    const path = `/api/disciplines/${d.body.id}/subjects`;
    const answers = await Promise.all([
      as.ana("POST", path, { name: "Óptica" }),
      as.ana("POST", path, { name: "optica" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect((await as.ana("GET", `/api/disciplines/${d.body.id}`)).body.subjects).toHaveLength(1);
  });
});
