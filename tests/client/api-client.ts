import createClient from "openapi-fetch";
import type { paths } from "./generated/api";

/**
 * A client of the admin API typed by the paths of its OpenAPI document, which the test generates. It reads JSON
 * (openapi-fetch's media type parameter): an answer that may also be a file (a report) is typed by its JSON schema
 * alone, and a file is read with `parseAs: "text"` or `"blob"`, typed `string` or `Blob` (docs/api.md).
 */
export const apiClient = (baseUrl: string, token: string) =>
  createClient<paths, "application/json">({ baseUrl, headers: { authorization: `Bearer ${token}` } });

export type ApiClient = ReturnType<typeof apiClient>;

/**
 * For a file body: sent as it is (a string, a Blob). openapi-fetch's own serializer writes every body as JSON, which
 * would quote a GIFT text and turn a Blob into `{}`.
 */
export const asFile = <T>(body: T): T => body;
