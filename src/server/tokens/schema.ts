import { z } from "zod";
import { isoDateTime } from "@/server/http/iso-date-time";

export const createTokenInput = z.object({
  name: z.string().trim().min(1).max(100).describe("A label to tell the token apart, e.g. the system that uses it"),
});
export type CreateTokenInput = z.infer<typeof createTokenInput>;

export const tokenIdInput = z.object({ id: z.uuid().describe("Token id") });
export type TokenIdInput = z.infer<typeof tokenIdInput>;

export const tokenRecord = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string().describe("First characters of the token"),
  created_at: isoDateTime,
  last_used_at: isoDateTime.nullable(),
  revoked_at: isoDateTime.nullable(),
});
export type TokenRecord = z.infer<typeof tokenRecord>;

export const createdToken = tokenRecord.extend({ token: z.string().describe("The secret, shown once") });
