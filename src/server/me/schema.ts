import { z } from "zod";

export const meOutput = z.object({
  id: z.uuid(),
  email: z.email(),
  name: z.string(),
  role: z.enum(["PLATFORM_ADMIN", "SCHOOL_ADMIN", "TEACHER", "STUDENT"]),
  schools: z
    .array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        time_zone: z.string().describe("IANA time zone of the school's dates"),
      }),
    )
    .describe("Schools the user can access"),
  groups: z
    .array(z.object({ id: z.uuid(), name: z.string(), school_id: z.uuid(), discipline_ids: z.array(z.number().int()) }))
    .describe("Groups the user can access, with the disciplines each group has"),
});
export type Me = z.infer<typeof meOutput>;
