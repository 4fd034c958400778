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
  errors: [404],
  handler: ({ params, ctx }) => revokeToken(ctx, params),
});
