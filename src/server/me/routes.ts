import { defineRoute } from "@/server/http/define-route";
import { meOutput } from "./schema";
import { getMe } from "./service";

export const getMeRoute = defineRoute({
  method: "GET",
  path: "/api/me",
  tag: "Account",
  summary: "The authenticated user, with the schools and groups they can access",
  access: "user",
  output: meOutput,
  handler: ({ ctx }) => getMe(ctx),
});
