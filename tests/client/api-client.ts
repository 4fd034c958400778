import createClient from "openapi-fetch";
import type { paths } from "./generated/api";

/** A client of the admin API typed by the paths of its OpenAPI document, which the test generates. */
export const apiClient = (baseUrl: string, token: string) =>
  createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });

export type ApiClient = ReturnType<typeof apiClient>;
