import { Ajv2020 } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { apiDocument } from "@/server/api/api-document";
import { restRoutes } from "@/server/api/rest-routes";
import { uploadOperations } from "@/server/uploads/upload-operations";

describe("OpenAPI document", () => {
  const doc = apiDocument();

  it("speaks to an outsider: no project files, spec sections or npm commands; a curl line per operation", () => {
    expect(JSON.stringify(doc)).not.toMatch(/docs\/\w|spec \d|spec §|npm run/);
    expect(doc.paths["/api/exams/{examId}"]?.delete).toMatchObject({
      "x-codeSamples": [
        { lang: "Shell", source: 'curl -X DELETE "$API/api/exams/<examId>" -H "Authorization: Bearer $TOKEN"' },
      ],
    });
  });

  it("names every operation for generated clients, uniquely, from its method and path", () => {
    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((op) => (op as { operationId: string }).operationId),
    );
    expect(ids).toHaveLength(restRoutes.length + uploadOperations.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths["/api/exams/{examId}"]?.get).toMatchObject({ operationId: "getExamsByExamId" });
    expect(doc.paths["/api/exams/questions-db"]?.post).toMatchObject({ operationId: "postExamsQuestionsDb" });
  });

  it("describes every declared route with its success status and schemas", () => {
    expect(doc.openapi).toBe("3.1.0");
    for (const route of restRoutes) {
      const op = doc.paths[route.path]?.[route.method.toLowerCase()] as {
        responses: Record<string, unknown>;
        tags: string[];
      };
      expect(op, `${route.method} ${route.path}`).toBeDefined();
      expect(Object.keys(op.responses)).toContain(String(route.status ?? 200));
      expect(Object.keys(op.responses)).toContain("401");
      expect(Object.keys(op.responses)).toContain("429");
    }
    const me = doc.paths["/api/me"]?.get as {
      responses: { 200: { content: { "application/json": { schema: { properties: Record<string, unknown> } } } } };
    };
    expect(Object.keys(me.responses[200].content["application/json"].schema.properties)).toEqual([
      "id",
      "email",
      "name",
      "role",
      "schools",
      "groups",
    ]);
  });

  it("carries field descriptions into request schemas", () => {
    const create = doc.paths["/api/tokens"]?.post as {
      requestBody: { content: { "application/json": { schema: { properties: { name: { description: string } } } } } };
    };
    expect(create.requestBody.content["application/json"].schema.properties.name.description).toMatch(/label/);
  });

  it("has examples that its own schemas accept", () => {
    const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    type Media = { schema: object; example?: unknown };
    type Op = {
      requestBody?: { content: Record<string, Media> };
      responses: Record<string, { content?: Record<string, Media> }>;
    };
    const media = Object.values(doc.paths)
      .flatMap((ops) => Object.values(ops) as Op[])
      .flatMap((op) => [op.requestBody?.content, ...Object.values(op.responses).map((r) => r.content)])
      .flatMap((content) => Object.values(content ?? {}))
      .filter((m) => m.example !== undefined);
    expect(media.length).toBeGreaterThanOrEqual(8);
    for (const { schema, example } of media) {
      const validate = ajv.compile(schema);
      expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
    }
  });
});
