import { operations } from "@/server/api/operations";
import { createRouter } from "./init";
import { proceduresOf, type RouterRecordOf } from "./procedure-of";

type Operations = typeof operations;
/** A router per area of the registry, of the operations tRPC serves; none for an area REST alone serves (bookings). */
type Areas = {
  [A in keyof Operations as keyof RouterRecordOf<Operations[A]> extends never ? never : A]: RouterRecordOf<
    Operations[A]
  >;
};

const areas = Object.entries(operations)
  .map(([area, record]) => [area, proceduresOf(record)] as const)
  .filter(([, procedures]) => Object.keys(procedures).length > 0);

export const appRouter = createRouter(Object.fromEntries(areas) as Areas);

export type AppRouter = typeof appRouter;
