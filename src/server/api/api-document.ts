import { openApiDocument } from "@/server/rest/openapi";
import { uploadOperations } from "@/server/uploads/upload-operations";
import { restRoutes } from "./rest-routes";

// The routes do not change while the server runs.
let document: ReturnType<typeof openApiDocument> | undefined;

/** The API's OpenAPI document: the declared routes and the local uploads, built once. */
export const apiDocument = () => (document ??= openApiDocument(restRoutes, uploadOperations));
