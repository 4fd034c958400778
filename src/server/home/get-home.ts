import { isAdmin } from "@/lib/roles";
import type { Ctx } from "@/server/context";
import { homeNumbers, type HomeNumbers } from "./home-numbers";
import { teacherAgenda, type TeacherAgenda } from "./teacher-agenda";

export type Home = { kind: "numbers"; numbers: HomeNumbers } | { kind: "agenda"; agenda: TeacherAgenda };

/** What the home page shows its caller (staff, by the policy): an administrator the numbers, a teacher the agenda. */
export async function getHome(ctx: Ctx): Promise<Home> {
  if (isAdmin(ctx.scope.role)) return { kind: "numbers", numbers: await homeNumbers(ctx) };
  return { kind: "agenda", agenda: await teacherAgenda(ctx) };
}
