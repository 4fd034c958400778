import { defineOperation } from "@/server/operations/define-operation";
import { getHome } from "./get-home";

/** The home page's operations, keyed as tRPC names them (`home.get`). */
export const homeOperations = {
  /** The admin home page's summary, on tRPC alone. */
  get: defineOperation({
    kind: "query",
    access: "staff",
    replica: true,
    run: getHome,
  }),
};
