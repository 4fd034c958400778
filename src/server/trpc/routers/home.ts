import { getHome } from "@/server/home/get-home";
import { createRouter, staffProcedure } from "../init";

export const homeRouter = createRouter({
  get: staffProcedure.query(({ ctx }) => getHome(ctx)),
});
