import { createLoader, createSerializer } from "nuqs/server";
import { describe, expect, it } from "vitest";
import { questionListParams } from "./question-list-params";

const id = "6f1c2a9e-3b4d-4c5e-8f6a-7b8c9d0e1f2a";

describe("the question list's URL", () => {
  const load = createLoader(questionListParams);

  it("reads valid filters", () => {
    expect(
      load(
        "?q=+tri%C3%A2ngulo+&discipline_id=3&subject_id=9&type=MULTIPLE_CHOICE&difficulty=HARD&source=ENEM" +
          `&group_id=${id}&sort=source`,
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
