import { expect, type Page } from "@playwright/test";
import { testNow } from "../../tests/support/test-now";

/**
 * An exam without questions for one group, open from the suite's now for a day, made through the API with the
 * signed-in page's session; its id. A write with the session cookie carries the app's Origin (docs/security.md, CSRF).
 */
export async function createExam(page: Page, name: string, groupId: string): Promise<string> {
  const now = testNow().getTime();
  const created = await page.request.post("/api/exams", {
    headers: { origin: new URL(page.url()).origin },
    data: {
      name,
      description: "E2E",
      exam_to_groups: [
        {
          group_ids: [groupId],
          available_after: now,
          available_before: now + 86_400_000,
          instant_answer_feedback: false,
          allow_multiple_answers: true,
          is_readonly: false,
        },
      ],
      question_ids: [],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}
