import { getMe } from "@/server/me/service";
import { createRouter, protectedProcedure } from "../init";

export const meRouter = createRouter({
  get: protectedProcedure.query(({ ctx }) => getMe(ctx)),
});
