import { createLoader, createSerializer } from "nuqs/server";
import { describe, expect, it } from "vitest";
import { auditParams } from "./audit-params";
import { examListParams } from "./exam-list-params";
import { performanceParams } from "./performance-params";
import { questionListParams } from "./question-list-params";

const id = "6f1c2a9e-3b4d-4c5e-8f6a-7b8c9d0e1f2a";
const other = "0d9b8a7c-6e5f-4a3b-9c2d-1e0f9a8b7c6d";

describe("the question list's URL", () => {
  const load = createLoader(questionListParams);

  it("reads valid filters", () => {
    expect(
      load(
        `?q=+tri%C3%A2ngulo+&discipline_id=3&subject_id=9&type=MULTIPLE_CHOICE&difficulty=HARD&source=ENEM&group_id=${id}&sort=source`,
      ),
    ).toEqual({
      archived: null,
      q: "triângulo",
      discipline_id: 3,
      subject_id: 9,
      type: "MULTIPLE_CHOICE",
      difficulty: "HARD",
      source: "ENEM",
      group_id: id,
      sort: "source",
    });
  });

  it("reads what the list schema refuses as unset, and the sort as the list's default", () => {
    expect(
      load(
        `?q=${"x".repeat(201)}&discipline_id=0&subject_id=1.5&type=ESSAY&difficulty=easy&group_id=42&sort=name&source=`,
      ),
    ).toEqual({
      archived: null,
      q: null,
      discipline_id: null,
      subject_id: null,
      type: null,
      difficulty: null,
      source: null,
      group_id: null,
      sort: "-created_at",
    });
  });

  it("has nothing set in an empty URL, and writes no default", () => {
    expect(load("")).toEqual({ ...load("?sort=bogus"), sort: "-created_at" });
    expect(createSerializer(questionListParams)({ sort: "-created_at", type: "CONTENT" })).toBe("?type=CONTENT");
  });
});

describe("the exam list's URL", () => {
  const load = createLoader(examListParams);

  it("reads valid filters and page", () => {
    expect(load(`?group_id=${id}&state=open&page=3`)).toEqual({ group_id: id, state: "open", page: 3 });
  });

  it("reads refused values as unset, page 1 when absent or out of range", () => {
    expect(load("?group_id=abc&state=OPEN&page=10001")).toEqual({ group_id: null, state: null, page: 1 });
    expect(load("")).toEqual({ group_id: null, state: null, page: 1 });
  });
});

describe("the performance page's URL", () => {
  const load = createLoader(performanceParams);

  it("reads groups, ids and days", () => {
    expect(
      load(
        `?group_ids=${id},${other}&school_id=${id}&exam_id=${other}&question_id=${id}&from=2024-03-01&to=2024-03-31` +
          "&sort=correct_answers_count&direction=desc&page=3",
      ),
    ).toEqual({
      group_ids: [id, other],
      school_id: id,
      exam_id: other,
      quiz_id: null,
      question_id: id,
      from: "2024-03-01",
      to: "2024-03-31",
      sort: "correct_answers_count",
      direction: "desc",
      page: 3,
    });
  });

  it("reads refused values as unset: no groups, no ids, no days, the first page by name", () => {
    expect(
      load(`?group_ids=${id},x&school_id=1&quiz_id=&from=2024-02-30&to=yesterday&sort=events&direction=up&page=0`),
    ).toEqual({
      group_ids: [],
      school_id: null,
      exam_id: null,
      quiz_id: null,
      question_id: null,
      from: null,
      to: null,
      sort: "name",
      direction: "asc",
      page: 1,
    });
  });

  it("writes the groups comma-separated, and no empty selection", () => {
    const serialize = createSerializer(performanceParams);
    expect(serialize({ group_ids: [id, other] })).toBe(`?group_ids=${id},${other}`);
    expect(serialize({ group_ids: [] })).toBe("");
  });
});

describe("the audit log's URL", () => {
  const load = createLoader(auditParams);

  it("reads valid filters", () => {
    expect(
      load(`?from=2024-01-01&to=2024-01-31&action=exam.update&entity_type=exam&entity_id=+${id}+&actor_id=${other}`),
    ).toEqual({
      from: "2024-01-01",
      to: "2024-01-31",
      action: "exam.update",
      entity_type: "exam",
      entity_id: id,
      actor_id: other,
    });
  });

  it("reads refused values as unset", () => {
    expect(
      load(
        `?from=2024-1-1&to=2024-01-32&action=exam.explode&entity_type=user&entity_id=${"9".repeat(101)}&actor_id=me`,
      ),
    ).toEqual({ from: null, to: null, action: null, entity_type: null, entity_id: null, actor_id: null });
    expect(load("")).toEqual(load("?entity_id=+"));
  });
});
