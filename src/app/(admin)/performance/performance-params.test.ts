import { createLoader, createSerializer } from "nuqs/server";
import { describe, expect, it } from "vitest";
import { performanceParams } from "./performance-params";

const id = "6f1c2a9e-3b4d-4c5e-8f6a-7b8c9d0e1f2a";
const other = "0d9b8a7c-6e5f-4a3b-9c2d-1e0f9a8b7c6d";

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
