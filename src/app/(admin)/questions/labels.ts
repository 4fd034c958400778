import { questionSorts } from "@/server/questions-db/list-schema";
import { difficulties, questionTypes } from "@/server/questions-db/schema";

export type QuestionType = (typeof questionTypes)[number];
export type QuestionSort = (typeof questionSorts)[number];

/** Message keys (under "questions.sorts") of the list's sort orders. */
export const sortMessageKey = {
  "-created_at": "createdDesc",
  created_at: "createdAsc",
  "-updated_at": "updatedDesc",
  updated_at: "updatedAsc",
  source: "sourceAsc",
  "-source": "sourceDesc",
  "-times_seen": "seenDesc",
  times_seen: "seenAsc",
  "-times_answered": "answeredDesc",
  times_answered: "answeredAsc",
  "-first_attempt_facility": "facilityDesc",
  first_attempt_facility: "facilityAsc",
} as const satisfies Record<QuestionSort, string>;

export { difficulties, questionSorts, questionTypes };
