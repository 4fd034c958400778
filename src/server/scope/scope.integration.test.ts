import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/support/databases";
import { demo, demoUser } from "../../../tests/support/accounts";
import { enforcePolicy } from "./policy";
import { assertGroups, assertSchools, scopeFor } from "./scope";

describeEachDatabase("access scope", (database) => {
  const schoolId = async (name: string) => (await database().prisma.school.findFirstOrThrow({ where: { name } })).id;

  it("gives the platform admin every school and group", async () => {
    const { prisma } = database();
    const scope = await scopeFor(database(), await demoUser(prisma, demo.admin));
    expect(scope.all).toBe(true);
    const boreal = await schoolId("Colégio Boreal");
    expect(() => assertSchools(scope, [boreal], "admin")).not.toThrow();
  });

  it("limits a school admin to the groups of their school", async () => {
    const { prisma } = database();
    const scope = await scopeFor(database(), await demoUser(prisma, demo.ana));
    const aurora = await schoolId("Escola Aurora");
    const boreal = await schoolId("Colégio Boreal");
    expect(scope.all).toBe(false);
    expect(scope.schoolIds).toEqual([aurora]);
    const auroraGroups = await prisma.group.findMany({ where: { schoolId: aurora }, select: { id: true } });
    expect([...scope.groupIds].sort()).toEqual(auroraGroups.map((g) => g.id).sort());
    expect(() => assertSchools(scope, [boreal])).toThrow(expect.objectContaining({ code: "FORBIDDEN" }));
    const borealGroup = await prisma.group.findFirstOrThrow({ where: { schoolId: boreal } });
    expect(() => assertGroups(scope, [auroraGroups[0]!.id, borealGroup.id])).toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });

  it("gives a teacher their groups to read and no school to administer", async () => {
    const { prisma } = database();
    const tiago = await demoUser(prisma, demo.tiago);
    const scope = await scopeFor(database(), tiago);
    const memberships = await prisma.groupMembership.findMany({ where: { userId: tiago.id } });
    expect(scope.groupIds.length).toBeGreaterThan(0);
    expect([...scope.groupIds].sort()).toEqual(memberships.map((m) => m.groupId).sort());
    expect(scope.schoolIds).toEqual([await schoolId("Escola Aurora")]);
    expect(() => assertSchools(scope, scope.schoolIds, "admin")).toThrow(
      expect.objectContaining({ code: "FORBIDDEN" }),
    );
    expect(() => enforcePolicy(scope, "staff")).not.toThrow();
  });

  it("keeps students out of the admin API", async () => {
    const { prisma } = database();
    const scope = await scopeFor(database(), await demoUser(prisma, demo.sofia));
    expect(scope.groupIds).toEqual([]);
    expect(() => enforcePolicy(scope, "staff")).toThrow(expect.objectContaining({ status: 403 }));
  });
});
