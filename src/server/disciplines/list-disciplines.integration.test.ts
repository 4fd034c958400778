import { afterAll, beforeAll, expect, it } from "vitest";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testCtx, testDeps } from "../../../tests/support/deps";
import { listDisciplines, listDisciplinesForEditor } from "./list-disciplines";

const byId = (ids: number[]) => [...ids].sort((a, b) => a - b);

// The rule is disciplineReadable (src/server/scope/predicates.ts); here it is checked against the
// data itself: owned by one of the caller's schools, or assigned to one of their groups.
describeEachDatabase("the disciplines a user can read", (database) => {
  let sharedId: number;
  let groupId: string;
  beforeAll(async () => {
    const { prisma } = database();
    // Owned by Colégio Boreal and assigned to a group of Escola Aurora: readable there only through the group.
    const boreal = await prisma.school.findFirstOrThrow({ where: { name: "Colégio Boreal" } });
    const sofia = await prisma.user.findUniqueOrThrow({
      where: { email: demo.sofia },
      include: { groupMemberships: true },
    });
    groupId = sofia.groupMemberships[0]!.groupId;
    const shared = await prisma.discipline.create({
      data: {
        name: "Compartilhada (teste de leitura)",
        owners: { create: { schoolId: boreal.id } },
        groups: { create: { groupId } },
      },
    });
    sharedId = shared.id;
  });
  afterAll(async () => {
    await database().prisma.discipline.delete({ where: { id: sharedId } });
  });

  it("are those owned by the caller's schools or assigned to their groups, for every kind of account", async () => {
    const { prisma } = database();
    const all = byId((await prisma.discipline.findMany({ select: { id: true } })).map((d) => d.id));
    const owners = await prisma.disciplineOwner.findMany();
    const assigned = await prisma.groupDiscipline.findMany();
    const counts: Record<string, number> = {};
    const reachedThroughGroup: string[] = [];
    for (const [name, email] of Object.entries(demo)) {
      const ctx = await testCtx(testDeps(database()), await demoUser(prisma, email));
      const { scope } = ctx;
      const expected = scope.all
        ? all
        : byId([
            ...new Set([
              ...owners.filter((o) => scope.schoolIds.includes(o.schoolId)).map((o) => o.disciplineId),
              ...assigned.filter((g) => scope.groupIds.includes(g.groupId)).map((g) => g.disciplineId),
            ]),
          ]);
      const listed = (await listDisciplines(ctx)).items;
      expect(byId(listed.map((d) => d.id)), name).toEqual(expected);
      expect(byId((await listDisciplinesForEditor(ctx)).map((d) => d.id)), name).toEqual(expected);
      counts[name] = listed.length;
      if (!scope.all && scope.groupIds.includes(groupId)) {
        expect(
          listed.map((d) => d.id),
          name,
        ).toContain(sharedId);
        reachedThroughGroup.push(name);
      }
    }
    // Not trivially true: school accounts see some of the platform's disciplines, not none and not all.
    expect(reachedThroughGroup).toContain("ana");
    expect(counts.admin).toBe(all.length);
    expect(counts.ana).toBeGreaterThan(0);
    expect(counts.ana).toBeLessThan(counts.admin!);
    expect(counts.sofia).toBe(0);
  });

  it("show only the caller's schools among a discipline's owners", async () => {
    const { prisma } = database();
    const ownersFor = async (email: string) => {
      const list = await listDisciplinesForEditor(await testCtx(testDeps(database()), await demoUser(prisma, email)));
      return list.find((d) => d.id === sharedId)?.owners.map((o) => o.name);
    };
    expect(await ownersFor(demo.ana)).toEqual([]);
    expect(await ownersFor(demo.bruno)).toEqual(["Colégio Boreal"]);
    expect(await ownersFor(demo.admin)).toEqual(["Colégio Boreal"]);
  });
});
