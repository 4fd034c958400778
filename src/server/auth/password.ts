import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// scrypt is memory-hard: N=2^15, r=8 costs 32 MiB and tens of milliseconds per guess.
const params = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Format: scrypt$N$r$p$salt$hash (base64url), so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  return hashPasswordWith(password, params);
}

/**
 * The same with other parameters: verifyPassword reads them from the hash. The tests' throwaway users take a cheap N
 * (tests/support/sign-in.ts); every hash the app writes is hashPassword's.
 */
export async function hashPasswordWith(password: string, options: { N: number; r: number; p: number }) {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { ...options, maxmem: params.maxmem });
  return ["scrypt", options.N, options.r, options.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: params.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
