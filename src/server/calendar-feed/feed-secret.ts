import { randomBytes } from "node:crypto";
import { hashToken } from "@/server/auth/token-hash";

/** Distinct from API tokens' `lpa_`, which authenticateToken requires: a feed's secret never passes as a token. */
const feedSecretPrefix = "lpc_";
const feedFile = /^(lpc_[\w-]{43})\.ics$/;

export const newFeedSecret = () => feedSecretPrefix + randomBytes(32).toString("base64url");

/** 256 random bits, like API tokens, so the same fast hash is safe to store and to look up by. */
export const hashFeedSecret = hashToken;

export const feedUrl = (origin: string, secret: string) => `${origin}/api/calendar/${secret}.ics`;

/** The secret in a feed's file name (`<secret>.ics`), or undefined for anything else. */
export const secretOfFeedFile = (file: string) => feedFile.exec(file)?.[1];
