import { afterAll, beforeAll, expect, it } from "vitest";
import { scopeFor } from "@/server/scope/scope";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testDeps } from "../../../tests/support/deps";
import { readableDisciplines } from "./access";
import { listDisciplines } from "./list-disciplines";

// The rule lives twice: as a Prisma filter (reads, edits, uploads) and as SQL in the hot GET /disciplines.
describeEachDatabase("the disciplines a user can read", (database) => {
  let sharedId: number;
  let groupId: string;
  beforeAll(async () => {
    const { prisma } = database();
    // Owned by Colégio Boreal and assigned to a group of Escola Aurora: readable there only through the group.
    const boreal = await prisma.school.findFirstOrThrow({ where: { name: "Colégio Boreal" } });
    const sofia = await prisma.user.findUniqueOrThrow({ where: { email: demo.sofia }, include: { groupMemberships: true } });
    groupId = sofia.groupMemberships[0]!.groupId;
    const shared = await prisma.discipline.create({ data: { name: "Compartilhada (teste de leitura)", owners: { create: { schoolId: boreal.id } }, groups: { create: { groupId } } } });
    sharedId = shared.id;
  });
  afterAll(async () => {
    await database().prisma.discipline.delete({ where: { id: sharedId } });
  });

  it("are the same through the Prisma filter and through the list's SQL, for every kind of account", async () => {
    const { prisma } = database();
    const counts: Record<string, number> = {};
    const reachedThroughGroup: string[] = [];
    for (const [name, email] of Object.entries(demo)) {
      const scope = await scopeFor(database(), await demoUser(prisma, email));
      const viaPrisma = await prisma.discipline.findMany({ where: readableDisciplines(scope), select: { id: true }, orderBy: { id: "asc" } });
      const viaSql = await listDisciplines(testDeps(database()), scope, "http://localhost");
      expect(viaSql.map((d) => d.id).sort((a, b) => a - b), name).toEqual(viaPrisma.map((d) => d.id));
      counts[name] = viaSql.length;
      if (!scope.all && scope.groupIds.includes(groupId)) {
        expect(viaSql.map((d) => d.id), name).toContain(sharedId);
        reachedThroughGroup.push(name);
      }
    }
    // Not trivially equal: school accounts see some of the platform's disciplines, not none and not all.
    expect(reachedThroughGroup).toContain("ana");
    expect(counts.ana).toBeGreaterThan(0);
    expect(counts.ana).toBeLessThan(counts.admin!);
  });
});
