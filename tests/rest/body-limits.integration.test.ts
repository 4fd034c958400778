import { afterAll, beforeAll, expect, it } from "vitest";
import { maxAuthBodyBytes } from "@/server/api/body-limits";
import { maxBodyBytes } from "@/server/http/read-body";
import { maxImportBytes } from "@/server/questions-db/interchange-schema";
import { bearer, demo } from "../support/accounts";
import { chunkedPost } from "../support/chunked-post";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { questionFixtures } from "../support/question-fixtures";
import { startRestServer } from "../support/rest-server";
import { csrfOf, passwordUser } from "../support/sign-in";

const mebibyte = 1024 * 1024;
const form = { "content-type": "application/x-www-form-urlencoded" };
const password = "body-limits-password";

describeEachDatabase("every body is bounded before it is read, next-auth's included", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let user: Awaited<ReturnType<typeof passwordUser>>;
  let teacher: Record<string, string>;
  let ana: Record<string, string>;
  beforeAll(async () => {
    server = await startRestServer(testDeps(database()));
    user = await passwordUser(database().prisma, password);
    teacher = await bearer(database().prisma, demo.tiago);
    ana = await bearer(database().prisma, demo.ana);
  });
  afterAll(async () => {
    await user?.remove();
    await server?.close();
  });

  const refusedAt = (answer: { status: number; body: string }, max: number) => {
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", reason: "body_too_large" });
    expect(JSON.parse(answer.body).error.params.max).toBe(max);
  };

  it("answers an anonymous chunked sign-in body over 64 KiB with 413 while it is still being sent", async () => {
    const paths = ["/api/auth/callback/credentials", "/api/auth/callback/credentials", "/api/auth/signout"];
    const answers = await Promise.all(paths.map((path) => chunkedPost(`${server.url}${path}`, form, 400 * mebibyte)));
    for (const answer of answers) {
      refusedAt(answer, maxAuthBodyBytes);
      expect(answer.sentBytes).toBeLessThan(64 * mebibyte);
    }
  });

  it("refuses a declared length over the limit before reading any of it", async () => {
    const declared = await fetch(`${server.url}/api/auth/callback/credentials`, {
      method: "POST",
      headers: form,
      body: "a".repeat(maxAuthBodyBytes + 1),
    });
    refusedAt({ status: declared.status, body: await declared.text() }, maxAuthBodyBytes);
  });

  it("signs in with a chunked form within the limit", async () => {
    const csrf = await csrfOf(server.url);
    const fields = new URLSearchParams({ email: user.email, password, csrfToken: csrf.csrfToken, json: "true" });
    const answer = await chunkedPost(
      `${server.url}/api/auth/callback/credentials`,
      { ...form, cookie: csrf.cookies.join("; ") },
      Buffer.byteLength(fields.toString()),
      Buffer.from(fields.toString()),
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).url).not.toMatch(/error/);
  });

  it("holds tRPC, REST and page paths to 1 MiB, and lets the question import take a larger file", async () => {
    for (const path of ["/api/trpc/tokens.create", "/api/tokens", "/some-page"]) {
      const answer = await chunkedPost(
        `${server.url}${path}`,
        { ...teacher, "content-type": "application/json" },
        8 * mebibyte,
      );
      refusedAt(answer, maxBodyBytes);
    }
    // The import keeps its own larger limit, and its own error, on its route only.
    const fx = await questionFixtures(database().prisma);
    const query = new URLSearchParams({ school_id: fx.aurora.id, discipline_id: String(fx.discipline.id) });
    const importUrl = `${server.url}/api/exams/questions-db/import?${query}&source=body-limits&dry_run=true`;
    const declared = await fetch(importUrl, {
      method: "POST",
      headers: { ...ana, "content-type": "application/pdf" },
      body: new Uint8Array(2 * mebibyte),
    });
    expect([declared.status, (await declared.json()).error.reason]).toEqual([415, "import_format_unsupported"]);
    const streamed = await chunkedPost(importUrl, { ...ana, "content-type": "text/plain" }, maxImportBytes + mebibyte);
    expect([streamed.status, JSON.parse(streamed.body).error.reason]).toEqual([413, "import_too_large"]);
  });
});
