import { z } from "zod";
import { defineRoute } from "@/server/http/define-route";
import { createdToken, createTokenInput, revokeTokenInput, tokenRecord } from "./schema";
import { createToken, listTokens, revokeToken } from "./service";

export const listTokensRoute = defineRoute({
  method: "GET",
  path: "/api/tokens",
  tag: "Account",
  summary: "The caller's API tokens (never the secrets)",
  access: "user",
  output: z.array(tokenRecord),
  examples: {
    output: [
      {
        id: "61d0c5e2-7b4a-4f1e-9c3d-8a2b5e7f0c19",
        name: "Secretaria — planilhas de frequência",
        prefix: "lpa_3kq9",
        created_at: "2026-03-02T13:05:41.228Z",
        last_used_at: "2026-03-16T11:47:02.310Z",
        revoked_at: null,
      },
    ],
  },
  handler: ({ ctx }) => listTokens(ctx),
});

export const createTokenRoute = defineRoute({
  method: "POST",
  path: "/api/tokens",
  tag: "Account",
  summary: "Create an API token for the caller; the secret is in this response only",
  description: "Teachers and administrators only: a student's API access is their app's, not a token.",
  access: "staff",
  body: createTokenInput,
  output: createdToken,
  status: 201,
  examples: {
    body: { name: "Secretaria — planilhas de frequência" },
    output: {
      id: "61d0c5e2-7b4a-4f1e-9c3d-8a2b5e7f0c19",
      name: "Secretaria — planilhas de frequência",
      prefix: "lpa_3kq9",
      created_at: "2026-03-02T13:05:41.228Z",
      last_used_at: null,
      revoked_at: null,
      token: "lpa_3kq9Zr7mVn2XcT8bLw4HdJs6QfYp1uGe0aKiOx5tRy9",
    },
  },
  errors: [422],
  handler: ({ body, ctx }) => createToken(ctx, body),
});

export const revokeTokenRoute = defineRoute({
  method: "DELETE",
  path: "/api/tokens/{id}",
  tag: "Account",
  summary: "Revoke one of the caller's API tokens",
  access: "user",
  params: revokeTokenInput,
  output: tokenRecord,
  examples: {
    output: {
      id: "61d0c5e2-7b4a-4f1e-9c3d-8a2b5e7f0c19",
      name: "Secretaria — planilhas de frequência",
      prefix: "lpa_3kq9",
      created_at: "2026-03-02T13:05:41.228Z",
      last_used_at: "2026-03-16T11:47:02.310Z",
      revoked_at: "2026-03-20T18:05:12.004Z",
    },
  },
  errors: [404],
  handler: ({ params, ctx }) => revokeToken(ctx, params),
});
