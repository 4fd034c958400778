import type { QuestionInput, QuestionOutput } from "./schema";

/** The input that recreates a question as it is now, for duplicating and for editing forms (no database: pages import it). */
export function toQuestionInput(q: QuestionOutput): QuestionInput {
  return {
    belongs_to: { id: q.belongs_to.id },
    description: q.description,
    discipline_id: q.discipline_id,
    subject: q.subject.id,
    type: q.type,
    other_subjects: q.other_subjects.map((s) => ({ id: s.id })),
    difficulty: q.difficulty,
    source: q.source,
    source_edition: q.source_edition,
    source_edition_observation: q.source_edition_observation,
    source_question_number: q.source_question_number,
    solution: q.solution,
    study_orientation: q.study_orientation,
    hint: q.hint,
    answers: q.answers.map((a) => ({ description: a.description, is_correct_answer: a.is_correct_answer })),
    question_to_groups: q.question_to_groups.map((w) => ({
      group_ids: w.group_ids,
      available_after: Date.parse(w.available_after),
      available_before: Date.parse(w.available_before),
    })),
    exams: q.exams.map((e) => ({ id: e.id })),
  };
}
