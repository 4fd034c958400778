import { z } from "zod";

export const createTokenInput = z.object({
  name: z.string().trim().min(1).max(100).describe("A label to tell the token apart, e.g. the system that uses it"),
});
export type CreateTokenInput = z.infer<typeof createTokenInput>;

export const revokeTokenInput = z.object({ id: z.uuid().describe("Token id") });
export type RevokeTokenInput = z.infer<typeof revokeTokenInput>;

export const tokenRecord = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string().describe("First characters of the token"),
  created_at: z.string().describe("ISO 8601"),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type TokenRecord = z.infer<typeof tokenRecord>;

export const createdToken = tokenRecord.extend({ token: z.string().describe("The secret, shown once") });
