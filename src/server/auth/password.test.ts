import { describe, expect, it } from "vitest";
import { hashPassword, hashPasswordWith, verifyPassword } from "./password";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("demo-password");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain("demo-password");
    await expect(verifyPassword("demo-password", hash)).resolves.toBe(true);
    await expect(verifyPassword("demo-passwort", hash)).resolves.toBe(false);
  });

  it("salts each hash", async () => {
    const [a, b] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(a).not.toBe(b);
  });

  it("verifies a hash by the parameters written in it, so that they can be raised later", async () => {
    const cheap = await hashPasswordWith("older", { N: 2 ** 10, r: 8, p: 1 });
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    await expect(verifyPassword("older", cheap)).resolves.toBe(true);
    await expect(verifyPassword("newer", cheap)).resolves.toBe(false);
  });

  it("refuses malformed stored hashes instead of throwing", async () => {
    await expect(verifyPassword("x", "plain-text")).resolves.toBe(false);
    await expect(verifyPassword("x", "bcrypt$1$2$3$a$b")).resolves.toBe(false);
  });
});
