import { describe, expect, it } from "vitest";
import { freshDataDir, runScript } from "../support/processes";

describe("npm start and the test clock", () => {
  it("refuses APP_NOW without APP_NOW_TEST=1, before it opens a database or builds", async () => {
    const dataDir = freshDataDir();
    const start = runScript("scripts/start.ts", [], {
      APP_NOW: "2026-11-25T15:00:00Z",
      DATA_DIR: dataDir,
      PORT: "3399",
    });
    expect(await start.exit).toBe(1);
    expect(start.output()).toMatch(/APP_NOW is for tests only and is refused with NODE_ENV=production/);
    expect(start.output()).not.toMatch(/Embedded PostgreSQL|PostgreSQL server/);
  });

  it("refuses it in the app server itself when started without the launcher", async () => {
    const serve = runScript("scripts/serve.ts", [], { APP_NOW: "2026-11-25T15:00:00Z", NODE_ENV: "production" });
    expect(await serve.exit).toBe(1);
    expect(serve.output()).toMatch(/APP_NOW is for tests only/);
  });
});
