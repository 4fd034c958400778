import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ObjectStorage } from "@/server/storage/object-storage";
import { xlsxContentType } from "@/server/questions-db/interchange-schema";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { jsonClient, type JsonClient } from "../support/http";
import { tinyPng } from "../support/images";
import { mediaSamples } from "../support/media-samples";
import { storageBackends, uploadQuestionMedia } from "../support/media-storage";
import { questionFixtures } from "../support/question-fixtures";
import { startRestServer } from "../support/rest-server";

const formats = {
  gift: { type: "text/plain", texts: ["description", "answers", "solution"] },
  "moodle-xml": { type: "application/xml", texts: ["description", "answers", "solution", "hint"] },
  xlsx: { type: xlsxContentType, texts: ["description", "answers", "solution", "hint", "study_orientation"] },
} as const;
type Text = (typeof formats)[keyof typeof formats]["texts"][number];

const files = {
  chart: { name: "grafico.png", type: "image/png", bytes: tinyPng },
  option: { name: "opcao.png", type: "image/png", bytes: Buffer.concat([tinyPng, Buffer.from("outra figura")]) },
  list: { name: "lista.pdf", type: "application/pdf", bytes: mediaSamples.pdf.bytes },
};

/** Every link of a markdown text, in order. */
const linksOf = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);

describeEachDatabase("question media through export and import", (database) => {
  for (const backend of storageBackends) {
    describe(`on ${backend.name}`, () => {
      let server: Awaited<ReturnType<typeof startRestServer>>;
      let storage: ObjectStorage;
      let close: () => Promise<void>;
      let ana: JsonClient;
      let auth: Record<string, string>;
      let fx: Awaited<ReturnType<typeof questionFixtures>>;
      beforeAll(async () => {
        ({ storage, close } = await backend.storage());
        server = await startRestServer(testDeps(database(), storage));
        auth = await bearer(database().prisma, demo.ana);
        ana = jsonClient(server.url, auth);
        fx = await questionFixtures(database().prisma);
      });
      afterAll(async () => {
        await server.close();
        await close();
      });

      /** A file's bytes as a reader of the question gets them: its link read against the app's origin. */
      const served = async (url: string) => {
        const answer = await fetch(new URL(url, server.url));
        expect(answer.status, url).toBe(200);
        return Buffer.from(await answer.arrayBuffer());
      };

      /**
       * A question of each type with media: a multiple choice with the chart in its text and solution, a picture
       * as an option, a PDF, and so on; a discursive question whose expected answer shows a picture; a content item.
       */
      async function questionsWithMedia(source: string) {
        const [chart, option, list] = await Promise.all(
          [files.chart, files.option, files.list].map((file) => uploadQuestionMedia(ana, fx.aurora.id, file)),
        );
        const base = { belongs_to: { id: fx.aurora.id }, discipline_id: fx.discipline.id, subject: fx.subject.id };
        const bodies = [
          {
            type: "MULTIPLE_CHOICE",
            description: `Observe o gráfico:\n\n![grafico.png](${chart!.url})`,
            answers: [
              { description: `![opcao.png](${option!.url})`, is_correct_answer: true },
              { description: "Nenhuma das figuras", is_correct_answer: false },
            ],
            solution: `Veja de novo ![grafico.png](${chart!.url}) e a [lista.pdf](${list!.url}).`,
            hint: `Compare com ![opcao.png](${option!.url})`,
            study_orientation: `Reveja ![grafico.png](${chart!.url})`,
          },
          {
            type: "DISCURSIVE",
            description: `Descreva ![grafico.png](${chart!.url})`,
            answers: [{ description: `Algo como ![opcao.png](${option!.url})`, is_correct_answer: true }],
            solution: `Veja a [lista.pdf](${list!.url}).`,
          },
          { type: "CONTENT", description: `Leia ![grafico.png](${chart!.url}) e a [lista.pdf](${list!.url}).` },
        ];
        const ids: Record<string, string> = {};
        for (const body of bodies) {
          const created = await ana("POST", "/api/exams/questions-db", { ...base, source, answers: [], ...body });
          expect(created.status, JSON.stringify(created.body)).toBe(201);
          ids[body.type] = created.body.id;
        }
        return { ids, urls: [chart!.url, option!.url, list!.url] };
      }

      /** The imported questions by type: one of each. */
      const byType = async (ids: string[]) =>
        Object.fromEntries(
          (await database().prisma.bankQuestion.findMany({ where: { id: { in: ids } } })).map((q) => [q.type, q.id]),
        );

      const textsOf = async (id: string): Promise<Record<Text, string>> => {
        const q = await database().prisma.bankQuestion.findUniqueOrThrow({
          where: { id },
          include: { answers: { orderBy: { position: "asc" } } },
        });
        return {
          description: q.description,
          answers: q.answers.map((answer) => answer.description).join("\n"),
          solution: q.solution ?? "",
          hint: q.hint ?? "",
          study_orientation: q.studyOrientation ?? "",
        };
      };

      for (const [format, { type, texts }] of Object.entries(formats)) {
        it(`${format}: the export imported again links the same pictures in each type, their bytes equal`, async () => {
          const source = `Mídia ${format} ${crypto.randomUUID().slice(0, 8)}`;
          const original = await questionsWithMedia(source);
          if (backend.name === "the local backend")
            for (const url of original.urls)
              expect(url).toMatch(new RegExp(`^/api/uploads/questions/${fx.aurora.id}/`));

          const exported = await fetch(
            `${server.url}/api/exams/questions-db/export?format=${format}&source=${encodeURIComponent(source)}`,
            { headers: auth },
          );
          expect(exported.status).toBe(200);
          const bytes = Buffer.from(await exported.arrayBuffer());
          const content = await contentOf(format, bytes);
          if (format === "moodle-xml") {
            // Each file embedded where Moodle puts it; no link to this app is left.
            expect(content).not.toContain("/api/uploads/");
            expect(content).not.toContain(`/media/questions/`);
            expect(content).toMatch(/<questiontext[^>]*>.*<file name="grafico\.png" path="\/" encoding="base64">/s);
            expect(content).toMatch(/<answer fraction="100"[^>]*>.*<file name="opcao\.png" path="\/"/s);
          } else if (backend.name === "the local backend") {
            // Absolute on the app's origin (here the address the test reached it by, as APP_URL is unset).
            for (const url of original.urls) expect(content).toContain(`${server.url}${url}`);
          } else for (const url of original.urls) expect(content).toContain(url);

          const imported = await fetch(
            `${server.url}/api/exams/questions-db/import?${new URLSearchParams({
              school_id: fx.aurora.id,
              discipline_id: String(fx.discipline.id),
              source: `${source} (importada)`,
              // The same question again, by design: not a duplicate to skip here.
              duplicates: "create",
            })}`,
            { method: "POST", headers: { ...auth, "content-type": type }, body: bytes },
          );
          const answer = await imported.json();
          expect(imported.status, JSON.stringify(answer)).toBe(201);
          expect(answer.created).toHaveLength(3);
          const importedIds = await byType(answer.created);
          for (const [kind, id] of Object.entries(original.ids)) {
            const before = await textsOf(id);
            const after = await textsOf(importedIds[kind]!);
            for (const text of texts) {
              const [was, is] = [linksOf(before[text]), linksOf(after[text])];
              expect(is, text).toHaveLength(was.length);
              for (const [i, url] of is.entries()) {
                if (backend.name === "the local backend") expect(url).toMatch(/^\/api\/uploads\/questions\//);
                expect((await served(url)).equals(await served(was[i]!)), `${text}: ${url}`).toBe(true);
              }
              // The text around the links is the same.
              const unlinked = (value: string) => value.replace(/\]\([^)\s]+\)/g, "]()");
              expect(unlinked(after[text]), text).toBe(unlinked(before[text]));
              // GIFT and XLSX carry the links themselves: the same files, as the same paths or bucket URLs.
              if (format !== "moodle-xml") expect(after[text], text).toBe(before[text]);
            }
            if (format === "moodle-xml" && kind === "MULTIPLE_CHOICE") {
              // A new copy of each file, stored once although the chart is linked from the text and the solution.
              expect(linksOf(after.solution)[0]).toBe(linksOf(after.description)[0]);
              expect(linksOf(after.description)[0]).not.toBe(linksOf(before.description)[0]);
              const key = storage.keyOf(linksOf(after.description)[0]!)!;
              expect(await storage.read(key)).toEqual(files.chart.bytes);
            }
          }
        });
      }
    });
  }
});

/** The exported file as text: GIFT and Moodle XML as they are (GIFT's escapes undone), XLSX its questions' cells. */
async function contentOf(format: string, bytes: Buffer): Promise<string> {
  if (format === "gift") return bytes.toString("utf8").replace(/\\(.)/g, "$1");
  if (format === "moodle-xml") return bytes.toString("utf8");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.getWorksheet("questions")!.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
  return cells.join("\n");
}
