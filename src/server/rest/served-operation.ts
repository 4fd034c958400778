/** An operation the app serves outside the declared routes, as the OpenAPI document lists it. */
export type ServedOperation = {
  method: "GET" | "POST";
  path: string;
  summary: string;
  description: string;
  parameters?: unknown[];
  requestBody?: unknown;
  success: { status: number; description: string; content?: Record<string, unknown>; headers?: unknown };
  errors: number[];
};
