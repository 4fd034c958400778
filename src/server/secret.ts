import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/server/env";

let cached: string | undefined;

/** AUTH_SECRET, or one generated on first use and kept in DATA_DIR so sessions survive restarts. */
export function authSecret(): string {
  if (cached) return cached;
  const { AUTH_SECRET, dataDir } = env();
  if (AUTH_SECRET) return (cached = AUTH_SECRET);
  const file = path.join(dataDir, "auth-secret");
  try {
    cached = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const secret = randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      cached = secret;
    } catch {
      cached = fs.readFileSync(file, "utf8").trim(); // another process wrote it first
    }
  }
  return cached;
}
