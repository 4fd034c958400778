import type { AnyRoute } from "@/server/rest/define-route";
import { restRoutesOf } from "@/server/operations/rest-route-of";
import { operations } from "./operations";

/**
 * Every REST route: the app's request handler answers them (route-matcher.ts), with no file under src/app/api
 * (a test checks that only tRPC and next-auth are there), and the OpenAPI document describes them.
 */
export const restRoutes: readonly AnyRoute[] = Object.values(operations).flatMap(restRoutesOf);
