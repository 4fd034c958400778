import type { AnyRoute } from "./define-route";

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A name for generated clients, from the method and the path: GET /api/exams/{examId} → getExamsByExamId. Unique
 * as method and path are, and stable while the route is.
 */
export function operationIdOf(route: Pick<AnyRoute, "method" | "path">): string {
  const words = route.path
    .split("/")
    .filter((segment) => segment && segment !== "api")
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? `By${pascal(param[1]!)}` : segment.split(/[-_.]/).map(pascal).join("");
    });
  return route.method.toLowerCase() + words.join("");
}
