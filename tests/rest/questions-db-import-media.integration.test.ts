import fs from "node:fs";
import { expect, it, vi } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { interchangeSession } from "../support/interchange-session";

// As in issue #32: no APP_URL, behind a proxy that forwards the host the client named.
vi.stubEnv("APP_URL", undefined);
vi.stubEnv("TRUST_PROXY", "1");

const oldImageTag = fs.readFileSync(
  "tests/fixtures/interchange/moodle/sample_questions_with_old_image_tag.xml",
  "utf8",
);
/** The picture of the fixture's multiple choice, its second `<image_base64>` (the first is the Cloze question's). */
const picture = Buffer.from([...oldImageTag.matchAll(/<image_base64>([^<]+)</g)][1]![1]!.replace(/\s+/g, ""), "base64");

describeEachDatabase("a Moodle 1.9 picture imported over HTTP", (database) => {
  const { s, importPath } = interchangeSession(database);

  it("is stored and linked by its path on this app, whatever host the request named", async () => {
    const answer = await fetch(
      `${s.server.url}${importPath({ subject: String(s.fx.subject.id), skip_refused: "true", duplicates: "create" })}`,
      {
        method: "POST",
        headers: { ...s.auth, "content-type": "application/xml", "x-forwarded-host": "intranet.local:8080" },
        body: oldImageTag,
      },
    );
    const body = await answer.json();
    expect(answer.status, JSON.stringify(body)).toBe(201);
    expect(body.skipped).toEqual([expect.objectContaining({ title: "cloze question with image" })]);
    const question = await database().prisma.bankQuestion.findUniqueOrThrow({ where: { id: body.created[0] } });
    const link = new RegExp(
      `^This is .*\\n\\n!\\[\\]\\((/api/uploads/questions/${s.fx.aurora.id}/[0-9a-f-]{36}-moodle\\.png)\\)$`,
      "s",
    );
    expect(question.description).toMatch(link);
    const served = await fetch(`${s.server.url}${link.exec(question.description)![1]}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(picture);
  });
});
