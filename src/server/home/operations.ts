import { defineOperation } from "@/server/operations/define-operation";
import { getHome } from "./get-home";

/** The admin home page's summary, on tRPC alone. */
export const getHomeOperation = defineOperation({
  kind: "query",
  access: "staff",
  run: getHome,
});

/** The home page's operations, keyed as tRPC names them (`home.get`). */
export const homeOperations = {
  get: getHomeOperation,
};
