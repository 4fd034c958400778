import fs from "node:fs";
import { expect, it } from "vitest";
import { maxImportBytes, xlsxContentType } from "@/server/questions-db/interchange-schema";
import { describeEachDatabase } from "../support/databases";
import { tinyPng } from "../support/images";
import { interchangeSession } from "../support/interchange-session";
import { zipOf } from "../support/zip-of";

const fixture = (name: string) => fs.readFileSync(`tests/fixtures/interchange/${name}`);

describeEachDatabase("question import and export over HTTP", (database) => {
  const { s, importPath, send, download } = interchangeSession(database);
  const bankSize = () => database().prisma.bankQuestion.count();

  it("a dry run says question by question what would be created and refused, and writes nothing", async () => {
    const before = await bankSize();
    const answer = await send(importPath({ dry_run: "true" }), fixture("syntax.gift.txt"), "text/plain");
    expect(answer.status).toBe(200);
    expect(answer.body.questions).toHaveLength(12);
    expect(answer.body.questions[0]).toMatchObject({
      at: 6,
      title: "Soma simples",
      subject: "Equações",
      source: "Apostila 2026",
    });
    expect(answer.body.refused.map((r: { at: number; code: string }) => [r.at, r.code])).toEqual([
      [40, "import_type_unsupported"],
      [48, "gift_brace_unclosed"],
    ]);
    expect(answer.body.new_subjects).toContain("Equações");
    expect(await bankSize()).toBe(before);
  });

  it("a dry run shows all the import would write of a question: solution, study guidance, hint, media", async () => {
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<quiz><question type="multichoice">',
      "<name><text>Com retorno</text></name>",
      '<questiontext format="html"><text><![CDATA[<p>2 + 2? <img src="@@PLUGINFILE@@/dedos.png"></p>]]></text>',
      `<file name="dedos.png" path="/" encoding="base64">${tinyPng.toString("base64")}</file></questiontext>`,
      '<generalfeedback format="html"><text><![CDATA[<p>Some as <b>unidades</b>.</p>]]></text></generalfeedback>',
      "<single>true</single>",
      '<answer fraction="100" format="html"><text>4</text></answer>',
      '<answer fraction="0" format="html"><text>5</text></answer>',
      '<hint format="html"><text>Conte nos dedos.</text></hint>',
      "</question></quiz>",
    ].join("\n");
    const dry = await send(importPath({ dry_run: "true", subject: String(s.fx.subject.id) }), xml, "application/xml");
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body.questions, JSON.stringify(dry.body.refused)).toEqual([
      expect.objectContaining({
        title: "Com retorno",
        discipline: s.fx.discipline.name,
        solution: "Some as **unidades**.",
        study_orientation: null,
        hint: "Conte nos dedos.",
        media: ["dedos.png"],
      }),
    ]);
  });

  it("finds a category's subject ignoring case and accents, as the editor does; creates a new one once", async () => {
    const existing = s.fx.subject.name;
    const shouted = existing
      .normalize("NFD")
      .replace(/\p{Mn}/gu, "")
      .toUpperCase();
    const fresh = `Cônicas ${crypto.randomUUID().slice(0, 6)}`;
    const gift = [
      `$CATEGORY: $course$/top/${shouted}`,
      "::Um::Primeira?{=sim ~não}",
      `$CATEGORY: $course$/top/${fresh}`,
      "::Dois::Segunda?{=sim ~não}",
      `$CATEGORY: $course$/top/ ${fresh.toLowerCase().replace("ô", "o")}`,
      "::Três::Terceira?{=sim ~não}",
    ].join("\n\n");
    const dry = await send(importPath({ dry_run: "true" }), gift, "text/plain");
    expect(dry.body.new_subjects).toEqual([fresh]);
    expect(dry.body.questions.map((q: { subject: string }) => q.subject)).toEqual([existing, fresh, fresh]);
    const done = await send(importPath(), gift, "text/plain");
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const stored = await database().prisma.bankQuestion.findMany({
      where: { id: { in: done.body.created } },
      select: { subjectId: true },
    });
    const subjects = [...new Set(stored.map((q) => q.subjectId))];
    expect(subjects).toHaveLength(2);
    expect(subjects).toContain(s.fx.subject.id);
    expect(await database().prisma.subject.count({ where: { disciplineId: s.fx.discipline.id, name: fresh } })).toBe(1);
  });

  it("stores markdown as the page shows it: no raw HTML, no link the page drops, whatever the file says", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const gift = [
      `$CATEGORY: $course$/top/${s.fx.subject.name}\n\n`,
      `::Hostil ${tag}::[markdown]Um <b>negrito</b> <img src\=x onerror\=alert(1)> e [clique](javascript:alert(1))`,
      "{=sim ~não}",
    ].join("");
    const done = await send(importPath(), gift, "text/plain");
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const read = await fetch(`${s.server.url}/api/exams/questions-db/${done.body.created[0]}`, { headers: s.auth });
    const { description } = (await read.json()) as { description: string };
    expect(description).toBe("Um negrito  e clique");
  });

  it("refuses the whole file when a question cannot be imported: 422, an issue each, nothing written", async () => {
    const before = await bankSize();
    const subjects = await database().prisma.subject.count();
    const answer = await send(importPath(), fixture("syntax.gift.txt"), "text/plain");
    expect(answer.status).toBe(422);
    expect(answer.body.error.reason).toBe("import_refused");
    expect(answer.body.error.issues).toEqual([
      expect.objectContaining({
        path: ["line", 40],
        code: "import_type_unsupported",
        params: { at: 40, title: "Pares" },
      }),
      expect.objectContaining({ path: ["line", 48], code: "gift_brace_unclosed", params: { at: 48, title: "Aberta" } }),
    ]);
    expect(await bankSize()).toBe(before);
    expect(await database().prisma.subject.count()).toBe(subjects);
  });

  it("imports Moodle XML: media stored and linked, subjects from categories, audited; refused types 422", async () => {
    const xml = fixture("syntax.moodle.xml").toString("utf8");
    const refused = await send(importPath(), xml, "application/xml");
    expect(refused.status).toBe(422);
    const supported = xml.replace(/<question type="(matching|cloze)">[\s\S]*?<\/question>/g, "");
    const created = await send(importPath(), supported, "application/xml");
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.created).toHaveLength(7);
    expect(created.body.warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: "Gravidade",
          code: "import_numerical_converted",
          message: expect.stringContaining("9.8"),
        }),
      ]),
    );
    const first = await fetch(`${s.server.url}/api/exams/questions-db/${created.body.created[0]}`, { headers: s.auth });
    const question = await first.json();
    expect(question.subject.name).toBe("Cinemática");
    const image = /!\[gráfico\]\(([^)]+)\)/.exec(question.description)?.[1];
    expect(image).toMatch(new RegExp(`^/api/uploads/questions/${s.fx.aurora.id}/[0-9a-f-]{36}-grafico-1\\.png$`));
    const served = await fetch(`${s.server.url}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const audit = await database().prisma.auditEntry.findFirstOrThrow({
      where: { action: "question.import" },
      orderBy: { at: "desc" },
    });
    expect(audit.after).toMatchObject({ format: "moodle-xml", created: created.body.created });
  });

  for (const format of ["gift", "moodle-xml", "xlsx"] as const) {
    it(`exports as ${format}: the export imported again is all duplicates, or the same questions`, async () => {
      const source = `Ida e volta ${format} ${crypto.randomUUID().slice(0, 8)}`;
      const gift = fixture("syntax.gift.txt")
        .toString("utf8")
        .replace(/::Pares::[^\n]*\n/, "")
        .replace(/::Aberta::[^\n]*\n?/, "");
      // The same questions as the other formats' runs: created again, under a source of this run.
      const first = await send(importPath({ source, duplicates: "create" }), gift, "text/plain");
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const exported = await download(
        `/api/exams/questions-db/export?format=${format}&source=${encodeURIComponent(source)}`,
      );
      expect(exported.status).toBe(200);
      const type = { gift: "text/plain", "moodle-xml": "application/xml", xlsx: xlsxContentType }[format];
      expect(exported.type).toContain(type);
      const known = await send(importPath({ source: `${source} (2)` }), exported.bytes, type);
      expect([known.status, known.body.created, known.body.duplicates.length]).toEqual([
        201,
        [],
        first.body.created.length,
      ]);
      const again = await send(importPath({ source: `${source} (2)`, duplicates: "create" }), exported.bytes, type);
      expect(again.status, JSON.stringify(again.body)).toBe(201);
      const read = async (ids: string[]) =>
        (
          await database().prisma.bankQuestion.findMany({
            where: { id: { in: ids } },
            include: { answers: { orderBy: { position: "asc" } }, subject: true },
          })
        )
          .map((q) => ({
            type: q.type,
            description: q.description,
            subject: q.subject.name,
            solution: format === "gift" && q.type === "CONTENT" ? null : q.solution,
            answers: q.answers.map((a) => [a.description, a.isCorrectAnswer]),
          }))
          .sort((a, b) => a.description.localeCompare(b.description));
      expect(await read(again.body.created)).toEqual(await read(first.body.created));
    });
  }

  it("carries every field of a question through an XLSX export and import", async () => {
    const source = `Completa ${crypto.randomUUID().slice(0, 8)}`;
    const create = await fetch(`${s.server.url}/api/exams/questions-db`, {
      method: "POST",
      headers: { ...s.auth, "content-type": "application/json" },
      body: JSON.stringify({
        belongs_to: { id: s.fx.aurora.id },
        description: "Qual é a raiz de $x^2 = 4$?",
        discipline_id: s.fx.discipline.id,
        subject: s.fx.subject.id,
        other_subjects: [{ id: s.fx.discipline.subjects[1]!.id }],
        type: "MULTIPLE_CHOICE",
        difficulty: "HARD",
        source,
        source_edition: "1ª aplicação",
        source_edition_observation: "Caderno azul",
        source_question_number: 42,
        solution: "Fatore.",
        study_orientation: "Reveja produtos notáveis.",
        hint: "Pense em quadrados.",
        answers: [
          { description: "2", is_correct_answer: true },
          { description: "3", is_correct_answer: false },
        ],
      }),
    });
    expect(create.status).toBe(201);
    const exported = await download(`/api/exams/questions-db/export?format=xlsx&source=${encodeURIComponent(source)}`);
    const id = (await create.json()).id;
    const known = await send(importPath({ source: "ignored" }), exported.bytes, xlsxContentType);
    expect(known.body.duplicates).toEqual([{ at: 2, title: expect.any(String), question_id: id }]);
    const path = importPath({ source: "ignored", duplicates: "create" });
    const again = await send(path, exported.bytes, xlsxContentType);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const stored = (id: string) =>
      database().prisma.bankQuestion.findUniqueOrThrow({
        where: { id },
        include: { answers: { orderBy: { position: "asc" } }, otherSubjects: true },
      });
    const original = await stored(id);
    const imported = await stored(again.body.created[0]);
    const fields = (q: typeof original) => ({
      ...[
        "schoolId",
        "disciplineId",
        "subjectId",
        "type",
        "difficulty",
        "description",
        "source",
        "sourceEdition",
        "sourceEditionObservation",
        "sourceQuestionNumber",
        "solution",
        "studyOrientation",
        "hint",
        "createdById",
      ].reduce((all, key) => ({ ...all, [key]: q[key as keyof typeof q] }), {}),
      answers: q.answers.map((a) => [a.position, a.description, a.isCorrectAnswer]),
      others: q.otherSubjects.map((o) => o.subjectId),
    });
    expect(fields(imported)).toEqual(fields(original));
    expect(fields(imported)).toMatchObject({
      difficulty: "HARD",
      hint: "Pense em quadrados.",
      others: [expect.any(Number)],
    });
  });

  it("refuses hostile files with a clear error and writes nothing", async () => {
    const before = await bankSize();
    const xxe = `<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY x SYSTEM "file:///etc/passwd">]><quiz>&x;</quiz>`;
    expect((await send(importPath(), xxe, "application/xml")).body.error.reason).toBe("xml_doctype_refused");
    const laughs = `<?xml version="1.0"?><!DOCTYPE q [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;">]><quiz>&b;</quiz>`;
    expect((await send(importPath(), laughs, "application/xml")).body.error.reason).toBe("xml_doctype_refused");
    const unclosed = await send(importPath(), "::A::Pergunta {=sim ~não\n", "text/plain");
    expect([unclosed.status, unclosed.body.error.issues[0].code]).toEqual([422, "gift_brace_unclosed"]);
    // 5 MB of zeros declared as 1 KB: refused before exceljs unpacks anything.
    const bomb = zipOf("xl/worksheets/sheet1.xml", Buffer.alloc(5_000_000), 1000);
    const zipBomb = await send(importPath(), new Uint8Array(bomb), xlsxContentType);
    expect([zipBomb.status, zipBomb.body.error.reason]).toEqual([422, "xlsx_refused"]);
    const notXlsx = await send(importPath(), "not a zip", xlsxContentType);
    expect([notXlsx.status, notXlsx.body.error.reason]).toEqual([422, "xlsx_refused"]);
    const huge = await send(importPath(), Buffer.alloc(maxImportBytes + 1, 0x61), "text/plain");
    expect([huge.status, huge.body.error.reason]).toEqual([413, "import_too_large"]);
    const pdf = await send(importPath(), "%PDF-1.4", "application/pdf");
    expect([pdf.status, pdf.body.error.reason]).toEqual([415, "import_format_unsupported"]);
    expect(await bankSize()).toBe(before);
  });

  it("serves the template and refuses another school's import (403)", async () => {
    const template = await download("/api/exams/questions-db/import-template");
    expect([template.status, template.type]).toEqual([200, xlsxContentType]);
    expect(template.bytes.subarray(0, 2).toString()).toBe("PK");
    const foreign = await send(
      `/api/exams/questions-db/import?school_id=${s.fx.boreal.id}&discipline_id=${s.fx.discipline.id}&source=x`,
      "::A::B{}",
      "text/plain",
    );
    expect(foreign.status).toBe(403);
  });
});
