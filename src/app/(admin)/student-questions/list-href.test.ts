import { describe, expect, it } from "vitest";
import { backToListHref, questionHref } from "./list-href";

const id = "4d2a9f6c-8e1b-4c7d-a3f5-0b9e2d6c1a87";

describe("the way back from a question to the list", () => {
  it("carries the list's filters and order to the question and back", () => {
    const href = questionHref(id, { status: ["WAITING", "IN_PROGRESS"], sort: "-teacher", discipline_id: 3 });
    const from = new URL(href, "http://localhost").searchParams.get("from");
    expect(href.startsWith(`/student-questions/${id}?from=`)).toBe(true);
    expect(backToListHref(from ?? undefined)).toBe(
      "/student-questions?status=WAITING,IN_PROGRESS&discipline_id=3&sort=-teacher",
    );
  });

  it("opens a question of the unfiltered list without a trail, and leads back to the whole list", () => {
    expect(questionHref(id, { sort: "-created_at" })).toBe(`/student-questions/${id}`);
    expect(backToListHref(undefined)).toBe("/student-questions");
    expect(backToListHref(["status=WAITING", "sort=status"])).toBe("/student-questions");
  });

  it("keeps only the list's valid parameters: nothing else reaches the link", () => {
    expect(backToListHref("status=LOST&sort=status&next=https://evil.example&group_id=x")).toBe(
      "/student-questions?sort=status",
    );
    expect(backToListHref("//evil.example")).toBe("/student-questions");
  });
});
