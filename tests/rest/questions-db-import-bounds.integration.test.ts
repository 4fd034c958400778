import { afterAll, beforeAll, expect, it } from "vitest";
import { maxImportQuestions, xlsxContentType } from "@/server/questions-db/interchange-schema";
import { oneImportAtATime } from "@/server/questions-db/one-import-at-a-time";
import { describeEachDatabase } from "../support/databases";
import { interchangeSession } from "../support/interchange-session";
import { tinyFarRow, xlsxWithRows } from "../support/xlsx-with-rows";

/** What the server's process grows by at its peak while `work` runs: sampled, after collecting garbage. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const result = await work();
    return { result, growth: Math.max(peak, process.memoryUsage().rss) - before };
  } finally {
    clearInterval(sampler);
  }
}

const megabytes = 1024 * 1024;

/** Issue #29: an import is bounded by its work (questions, rows, cells), not only by its bytes. */
describeEachDatabase("question import bounds", (database) => {
  const { s, importPath, send } = interchangeSession(database);
  const bankSize = () => database().prisma.bankQuestion.count();
  let hostileXlsx: Buffer<ArrayBuffer>;
  beforeAll(async () => {
    // The file: 1.4 million tiny rows, 102.8 MB unpacked (under the zip guard's 100 MiB), 7 MB sent.
    hostileXlsx = await xlsxWithRows(1_400_000, tinyFarRow);
  });
  afterAll(() => (hostileXlsx = Buffer.alloc(0)));

  it("refuses an XLSX of a million tiny rows while streaming it, the server's memory growing < 300 MB", async () => {
    expect(hostileXlsx.length).toBeLessThan(8 * megabytes);
    const { result, growth } = await peakGrowth(() =>
      send(importPath({ dry_run: "true" }), hostileXlsx, xlsxContentType),
    );
    expect(result.status).toBe(413);
    expect(result.body.error).toMatchObject({
      reason: "import_too_many_questions",
      params: { max: maxImportQuestions },
    });
    expect(growth).toBeLessThan(300 * megabytes);
  });

  it("refuses a GIFT file of more questions than the limit, dry run or not, and writes nothing", async () => {
    const gift = Array.from({ length: maxImportQuestions + 1 }, (_, n) => `::Q${n}::Pergunta ${n}?{}`).join("\n\n");
    const before = await bankSize();
    for (const dryRun of ["true", "false"]) {
      const answer = await send(importPath({ dry_run: dryRun, subject: String(s.fx.subject.id) }), gift, "text/plain");
      expect(answer.status).toBe(413);
      expect(answer.body.error.reason).toBe("import_too_many_questions");
    }
    expect(await bankSize()).toBe(before);
    // Two readings of 20,001 questions: far from the default 30 s on a quiet machine, near it on a loaded one.
  }, 120_000);

  it("refuses HTML nested 100,000 deep in a Moodle XML file with 422 html_too_deep, not a 500", async () => {
    const html = `${"<div>".repeat(100_000)}fundo${"</div>".repeat(100_000)}`;
    const xml =
      `<?xml version="1.0"?><quiz><question type="essay"><name><text>Fundo</text></name>` +
      `<questiontext format="html"><text><![CDATA[${html}]]></text></questiontext></question></quiz>`;
    const answer = await send(
      importPath({ dry_run: "true", subject: String(s.fx.subject.id) }),
      xml,
      "application/xml",
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error.reason).toBe("html_too_deep");
  });

  it("answers 429 import_busy with Retry-After while another import runs in the process", async () => {
    let finish!: () => void;
    const running = oneImportAtATime(() => new Promise<void>((resolve) => (finish = resolve)));
    try {
      const response = await fetch(`${s.server.url}${importPath({ dry_run: "true" })}`, {
        method: "POST",
        headers: { ...s.auth, "content-type": "text/plain" },
        body: "::Um::Primeira?{=sim ~não}",
      });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await response.json()).error.reason).toBe("import_busy");
    } finally {
      finish();
      await running;
    }
    const after = await send(importPath({ dry_run: "true" }), "::Um::Primeira?{=sim ~não}", "text/plain");
    expect(after.status).toBe(200);
  });
});
