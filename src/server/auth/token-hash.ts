import { hash } from "node:crypto";

/** What every API token starts with: a malformed one is refused before any lookup. */
export const tokenPrefix = "lpa_";

/** Tokens carry 256 random bits, so a fast hash is safe to store and to look up by. */
export const hashToken = (token: string) => hash("sha256", token, "hex");
