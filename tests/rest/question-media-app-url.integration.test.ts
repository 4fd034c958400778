import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { expect, it, vi } from "vitest";
import type { Database } from "@/server/db/client";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { jsonClient } from "../support/http";
import { tinyPng } from "../support/images";
import { uploadQuestionMedia } from "../support/media-storage";
import { questionFixtures } from "../support/question-fixtures";

/**
 * The test REST server of an app whose APP_URL is `appUrl`, its uploads in `uploads`: the app's modules are loaded
 * afresh, since the environment is parsed once per load (src/server/env.ts), as a restarted app reads it. Its
 * contract violations are those of its own load, so the test takes them itself.
 */
async function appAt(appUrl: string, database: Database, uploads: string) {
  vi.stubEnv("APP_URL", appUrl);
  vi.resetModules();
  const { startRestServer } = await import("../support/rest-server");
  const { testDeps, testSecret } = await import("../support/deps");
  const { LocalStorage } = await import("@/server/storage/local-storage");
  const { contractViolations } = await import("../support/contract/contract-violations");
  const server = await startRestServer(testDeps(database, new LocalStorage(uploads, testSecret)));
  return { ...server, violations: () => contractViolations.take() };
}

describeEachDatabase("question media when APP_URL changes", (database) => {
  it("stores a path, exports GIFT and XLSX links on APP_URL, and follows a new APP_URL", async () => {
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-"));
    const prisma = database().prisma;
    const fx = await questionFixtures(prisma);
    const auth = await bearer(prisma, demo.ana);
    const source = `APP_URL ${crypto.randomUUID().slice(0, 8)}`;
    const exportOf = async (app: { url: string }, format: "gift" | "xlsx") => {
      const answer = await fetch(
        `${app.url}/api/exams/questions-db/export?format=${format}&source=${encodeURIComponent(source)}`,
        {
          headers: auth,
        },
      );
      expect(answer.status).toBe(200);
      return Buffer.from(await answer.arrayBuffer());
    };
    // GIFT escapes its colons; an XLSX holds its text in its shared strings, uncompressed only once unzipped.
    const giftText = (bytes: Buffer) => bytes.toString("utf8").replace(/\\(.)/g, "$1");
    const xlsxText = async (bytes: Buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      return String(workbook.getWorksheet("questions")!.getRow(2).getCell(2).value);
    };

    const one = await appAt("https://bank-one.example", database(), uploads);
    const ana = jsonClient(one.url, auth);
    const picture = await uploadQuestionMedia(
      ana,
      fx.aurora.id,
      { name: "mapa.png", type: "image/png", bytes: tinyPng },
      `${one.url}/api/uploads`,
    );
    expect(picture.url).toBe(`/api/uploads/${picture.key}`);
    const description = `Observe o mapa:\n\n![mapa.png](${picture.url})`;
    const created = await ana("POST", "/api/exams/questions-db", {
      belongs_to: { id: fx.aurora.id },
      discipline_id: fx.discipline.id,
      subject: fx.subject.id,
      type: "CONTENT",
      source,
      description,
      answers: [],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const firstGift = await exportOf(one, "gift");
    expect(giftText(firstGift)).toContain(`![mapa.png](https://bank-one.example${picture.url})`);
    expect(await xlsxText(await exportOf(one, "xlsx"))).toBe(
      `Observe o mapa:\n\n![mapa.png](https://bank-one.example${picture.url})`,
    );
    await one.close();
    expect(one.violations()).toEqual([]);

    // The app moves: the stored text is the same, the exports follow the new origin.
    const two = await appAt("https://bank-two.example", database(), uploads);
    const stored = () => prisma.bankQuestion.findUniqueOrThrow({ where: { id: created.body.id } });
    expect((await stored()).description).toBe(description);
    const gift = giftText(await exportOf(two, "gift"));
    expect(gift).toContain(`![mapa.png](https://bank-two.example${picture.url})`);
    expect(gift).not.toContain("bank-one.example");
    expect(await xlsxText(await exportOf(two, "xlsx"))).toBe(
      `Observe o mapa:\n\n![mapa.png](https://bank-two.example${picture.url})`,
    );
    // The file exported before the move, imported after it: the school's own file, linked by its path again.
    const imported = await fetch(
      `${two.url}/api/exams/questions-db/import?${new URLSearchParams({
        school_id: fx.aurora.id,
        discipline_id: String(fx.discipline.id),
        subject: String(fx.subject.id),
        source: `${source} (importada)`,
        // The same question again, by design: not a duplicate to skip here.
        duplicates: "create",
      })}`,
      { method: "POST", headers: { ...auth, "content-type": "text/plain" }, body: firstGift },
    );
    const answer = await imported.json();
    expect(imported.status, JSON.stringify(answer)).toBe(201);
    const again = await prisma.bankQuestion.findUniqueOrThrow({ where: { id: answer.created[0] } });
    expect(again.description).toBe(description);
    const served = await fetch(`${two.url}${picture.url}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(tinyPng);
    await two.close();
    expect(two.violations()).toEqual([]);
  });
});
