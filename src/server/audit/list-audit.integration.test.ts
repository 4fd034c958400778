import { beforeAll, expect, it } from "vitest";
import { createDiscipline } from "@/server/disciplines/create-discipline";
import { addSubject } from "@/server/disciplines/subjects";
import { scopeFor, type Scope } from "@/server/scope/scope";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testDeps } from "../../../tests/support/deps";
import { listAuditEntries } from "./list-audit";
import { listAuditQuery } from "./schema";
import { nowMs } from "@/server/time/now";

const query = (input: Record<string, unknown> = {}) => listAuditQuery.parse(input);

describeEachDatabase("reading the audit log", (database) => {
  let admin: Scope;
  let ana: Scope;
  let bruno: Scope;
  let aurora: string;
  let boreal: string;
  beforeAll(async () => {
    const { prisma } = database();
    const scope = async (email: string) => scopeFor(database(), await demoUser(prisma, email));
    [admin, ana, bruno] = [await scope(demo.admin), await scope(demo.ana), await scope(demo.bruno)];
    aurora = (await prisma.school.findFirstOrThrow({ where: { name: "Escola Aurora" } })).id;
    boreal = (await prisma.school.findFirstOrThrow({ where: { name: "Colégio Boreal" } })).id;
  });

  const ctxOf = (scope: Scope) => ({ ...testDeps(database()), scope, origin: "http://localhost:3000" });
  const newDiscipline = (scope: Scope, schoolId: string) =>
    createDiscipline(ctxOf(scope), { name: `Scoped ${crypto.randomUUID()}`, owner_ids: [schoolId] });
  const idsOf = async (scope: Scope, input: Record<string, unknown>) =>
    (await listAuditEntries(ctxOf(scope), query(input))).items.map((e) => e.entity_id);

  it("shows platform admins every entry and school admins only their schools' entries", async () => {
    const [auroras, boreals] = [await newDiscipline(ana, aurora), await newDiscipline(bruno, boreal)];
    const filter = { entity_type: "discipline", action: "discipline.create", limit: 100 };
    expect(await idsOf(admin, filter)).toEqual(expect.arrayContaining([String(auroras.id), String(boreals.id)]));
    const anas = await idsOf(ana, filter);
    expect(anas).toContain(String(auroras.id));
    expect(anas).not.toContain(String(boreals.id));
    const brunos = await listAuditEntries(ctxOf(bruno), query(filter));
    expect(brunos.items.map((e) => e.entity_id)).not.toContain(String(auroras.id));
    expect(brunos.items.every((e) => e.school_ids.includes(boreal))).toBe(true);

    // Naming another school is refused before the service (the procedure's inScope, the matrix tests it).
    expect(await idsOf(bruno, { ...filter, school_id: boreal })).not.toContain(String(auroras.id));
  });

  it("filters by entity, actor and action, and gives the actor's name", async () => {
    const created = await newDiscipline(ana, aurora);
    const subject = await addSubject(ctxOf(admin), { id: created.id, data: { name: "Novo", enabled: true } });
    const history = await listAuditEntries(
      ctxOf(ana),
      query({ entity_type: "discipline", entity_id: String(created.id) }),
    );
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      action: "discipline.create",
      actor: { id: ana.user.id, name: ana.user.name, email: demo.ana },
      actor_kind: "SESSION",
      before: null,
      after: { name: created.name },
    });
    const byAdmin = await listAuditEntries(ctxOf(ana), query({ actor_id: admin.user.id, action: "subject.create" }));
    expect(byAdmin.items[0]).toMatchObject({ entity_id: String(subject.id), actor: { id: admin.user.id } });
    expect(byAdmin.items.every((e) => e.actor?.id === admin.user.id && e.action === "subject.create")).toBe(true);
  });

  it("pages newest first with a cursor that neither repeats nor skips entries", async () => {
    const created = await newDiscipline(ana, aurora);
    const subjects = [];
    for (const name of ["A", "B", "C"]) {
      subjects.push(await addSubject(ctxOf(ana), { id: created.id, data: { name, enabled: true } }));
    }
    const filter = { entity_type: "subject", actor_id: ana.user.id, limit: 2 };
    const first = await listAuditEntries(ctxOf(ana), query(filter));
    expect(first.items).toHaveLength(2);
    expect(first.next_cursor).not.toBeNull();
    const second = await listAuditEntries(ctxOf(ana), query({ ...filter, cursor: first.next_cursor }));
    const ids = [...first.items, ...second.items].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set([...first.items, ...second.items].slice(0, 3).map((e) => e.entity_id))).toEqual(
      new Set(subjects.map((s) => String(s.id))),
    );
    const times = [...first.items, ...second.items].map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("refuses a bad cursor (400) and a range that ends before it starts (422)", async () => {
    await expect(listAuditEntries(ctxOf(admin), query({ cursor: "bm9wZQ" }))).rejects.toMatchObject({ status: 400 });
    await expect(listAuditEntries(ctxOf(admin), query({ from: 2000, to: 1000 }))).rejects.toMatchObject({
      status: 422,
    });
    const future = await listAuditEntries(ctxOf(admin), query({ from: nowMs() + 86_400_000 }));
    expect(future).toEqual({ items: [], next_cursor: null });
  });
});
