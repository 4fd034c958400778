import { defineOperation } from "@/server/operations/define-operation";
import { meOutput } from "./schema";
import { getMe } from "./service";

/** The caller's own account, keyed as tRPC names it (`me.get`). */
export const meOperations = {
  get: defineOperation({
    access: "user",
    run: getMe,
    rest: {
      route: "GET /api/me",
      tag: "Account",
      summary: "The authenticated user, with the schools and groups they can access",
      output: meOutput,
      examples: {
        // The demo's school admin (src/server/seed).
        output: {
          id: "2c7f1e9a-4b3d-4a6e-8f21-9d0b5c3e7a14",
          email: "ana@example.com",
          name: "Ana Souza",
          role: "SCHOOL_ADMIN",
          schools: [
            { id: "9e2d4c6b-1f3a-4b8d-a7e5-3c1f0b9d2e68", name: "Escola Aurora", time_zone: "America/Sao_Paulo" },
          ],
          groups: [
            {
              id: "7a3e9c1d-52b4-4f08-9d6e-1c2b3a4d5e6f",
              name: "1º ano A",
              school_id: "9e2d4c6b-1f3a-4b8d-a7e5-3c1f0b9d2e68",
              discipline_ids: [1, 2, 3, 4, 5, 6, 7, 8],
            },
          ],
        },
      },
    },
  }),
};
