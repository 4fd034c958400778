import { z } from "zod";
import { defineOperation } from "@/server/operations/define-operation";
import { createdToken, createTokenInput, tokenIdInput, tokenRecord } from "./schema";
import { createToken, getToken, listTokens, revokeToken } from "./service";

const tag = "Account";
const path = "/api/tokens";
/** The Secretaria's token, used on 16 March 2026 (the ids are made up, like the demo's in example-ids.ts). */
const token = {
  id: "61d0c5e2-7b4a-4f1e-9c3d-8a2b5e7f0c19",
  name: "Secretaria — planilhas de frequência",
  prefix: "lpa_3kq9",
  created_at: "2026-03-02T13:05:41.228Z",
  last_used_at: "2026-03-16T11:47:02.310Z",
  revoked_at: null,
};

/** The caller's API tokens, keyed as tRPC names them (`tokens.list`), in the order of the API's document. */
export const tokenOperations = {
  list: defineOperation({
    access: "user",
    run: listTokens,
    rest: {
      route: `GET ${path}`,
      tag,
      summary: "The caller's API tokens (never the secrets)",
      output: z.array(tokenRecord),
      examples: { output: [token] },
    },
  }),

  get: defineOperation({
    access: "user",
    input: tokenIdInput,
    run: getToken,
    // The tokens page lists them: REST alone reads one, where a new token's Location points.
    trpc: false,
    rest: {
      route: `GET ${path}/{id}`,
      tag,
      summary: "One of the caller's API tokens, as the list shows it (never the secret)",
      description: "Another user's token is 404, as an unknown id: tokens are personal.",
      output: tokenRecord,
      examples: { output: token },
      errors: [404],
    },
  }),

  // Students keep listing and revoking tokens made before they could not create them.
  create: defineOperation({
    access: "staff",
    input: createTokenInput,
    run: createToken,
    rest: {
      route: `POST ${path}`,
      tag,
      summary: "Create an API token for the caller; the secret is in this response only",
      description: "Teachers and administrators only: a student's API access is their app's, not a token.",
      output: createdToken,
      status: 201,
      examples: {
        body: { name: "Secretaria — planilhas de frequência" },
        output: { ...token, last_used_at: null, token: "lpa_3kq9Zr7mVn2XcT8bLw4HdJs6QfYp1uGe0aKiOx5tRy9" },
      },
      location: (out) => `${path}/${out.id}`,
      errors: [422],
    },
  }),

  revoke: defineOperation({
    access: "user",
    input: tokenIdInput,
    run: revokeToken,
    rest: {
      route: `DELETE ${path}/{id}`,
      tag,
      summary: "Revoke one of the caller's API tokens",
      output: tokenRecord,
      examples: { output: { ...token, revoked_at: "2026-03-20T18:05:12.004Z" } },
      errors: [404],
    },
  }),
};
