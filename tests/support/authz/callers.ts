import type { AuthUser } from "@/server/auth/user";
import type { PrismaClient } from "@/generated/prisma/client";
import { issueToken } from "@/server/tokens/service";
import { demo, demoUser } from "../accounts";
import { foreignMarkers, noMarkers, type Markers } from "./markers";
import type { SchoolWorld, World } from "./world";

export const callerNames = ["no one", "revoked token", "admin", "ana", "bruno", "tiago", "sofia"] as const;
export type CallerName = (typeof callerNames)[number];

/**
 * One row of callers in the matrix. `own` is a school whose ids are inside the caller's access
 * (for no one and a student: Aurora, to show that even those ids are refused); `foreign` is the
 * other one, outside it for everyone but the platform admin.
 */
export type Caller = {
  name: CallerName;
  headers: Record<string, string>;
  user: AuthUser | null;
  own: SchoolWorld;
  foreign: SchoolWorld;
  markers: Markers;
};

export async function loadCallers(prisma: PrismaClient, world: World): Promise<Caller[]> {
  const ana = await demoUser(prisma, demo.ana);
  const revoked = await issueToken(prisma, ana, { name: "authz-matrix revoked" });
  // Revoked directly: the revocation itself is tested with its service.
  await prisma.apiToken.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
  const allMarkers = await foreignMarkers(prisma, []);
  const anonymous = (name: CallerName, headers: Record<string, string>): Caller => ({
    name,
    headers,
    user: null,
    own: world.aurora,
    foreign: world.boreal,
    markers: allMarkers,
  });
  const signedIn = async (
    name: CallerName,
    email: string,
    own: SchoolWorld,
    foreign: SchoolWorld,
    visible: string[] | "all",
  ): Promise<Caller> => {
    const user = await demoUser(prisma, email);
    const { token } = await issueToken(prisma, user, { name: "authz-matrix" });
    return {
      name,
      headers: { authorization: `Bearer ${token}` },
      user,
      own,
      foreign,
      markers: visible === "all" ? noMarkers() : await foreignMarkers(prisma, visible),
    };
  };
  const { aurora, boreal } = world;
  return [
    anonymous("no one", {}),
    anonymous("revoked token", { authorization: `Bearer ${revoked.token}` }),
    await signedIn("admin", demo.admin, aurora, boreal, "all"),
    await signedIn("ana", demo.ana, aurora, boreal, [aurora.schoolId]),
    await signedIn("bruno", demo.bruno, boreal, aurora, [boreal.schoolId]),
    await signedIn("tiago", demo.tiago, aurora, boreal, [aurora.schoolId]),
    // A student sees only herself; her own school's markers are not searched for.
    await signedIn("sofia", demo.sofia, aurora, boreal, [aurora.schoolId]),
  ];
}
