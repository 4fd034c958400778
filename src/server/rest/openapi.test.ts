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

  it("types a file per media type: text as a string, XLSX as bytes, JSON by its schema", () => {
    type Content = Record<string, { schema: Record<string, unknown> }>;
    const report = doc.paths["/api/reports/questions"]?.post as { responses: { 200: { content: Content } } };
    const imports = doc.paths["/api/exams/questions-db/import"]?.post as {
      requestBody: { content: Content };
      responses: Record<200 | 201, { content: Content }>;
    };
    const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    const schemas = (content: Content) => Object.fromEntries(Object.entries(content).map(([t, m]) => [t, m.schema]));
    const { "application/json": json, ...files } = schemas(report.responses[200].content);
    expect(json).toMatchObject({ type: "array", items: { type: "object" } });
    expect(files).toEqual({
      "text/csv": { type: "string" },
      "text/csv; profile=excel": { type: "string" },
      [xlsx]: { type: "string", format: "binary" },
    });
    expect(schemas(imports.requestBody.content)).toEqual({
      "text/plain": { type: "string" },
      "application/xml": { type: "string" },
      "text/xml": { type: "string" },
      [xlsx]: { type: "string", format: "binary" },
    });
    // One shape per status, each naming which it is.
    for (const [status, dryRun] of [
      [200, true],
      [201, false],
    ] as const) {
      expect(imports.responses[status].content["application/json"]?.schema).toMatchObject({
        properties: { dry_run: { const: dryRun } },
      });
    }
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
