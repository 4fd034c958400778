import { createLoader } from "nuqs/server";
import { describe, expect, it } from "vitest";
import { examListParams } from "./exam-list-params";

const id = "6f1c2a9e-3b4d-4c5e-8f6a-7b8c9d0e1f2a";

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
