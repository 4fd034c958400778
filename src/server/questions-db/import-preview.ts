import type { ImportPreview } from "./interchange-schema";
import type { ReferenceCheck } from "./import-references";
import { subjectKey, type NamedSubject } from "./import-survey";
import type { Ready } from "./prepare-imported";

/** A subject the import found by name or creates. */
export type FoundSubject = { id: number; name: string };

/**
 * A question as the dry run shows it, with all the import would store of it: its discipline and subject by name (a
 * subject the import creates under the name the file first gives it, with no id).
 */
export function previewOf(
  q: Ready,
  check: ReferenceCheck,
  found: FoundSubject | undefined,
  survey: { subjectNames: Map<string, NamedSubject> },
): ImportPreview["questions"][number] {
  const byId = typeof q.input.subject === "number" ? q.input.subject : null;
  const subjectName =
    byId !== null
      ? (check.subjectNames.get(byId) ?? `#${byId}`)
      : (found?.name ?? survey.subjectNames.get(subjectKey(q))?.name ?? String(q.input.subject));
  return {
    at: q.at,
    title: q.title,
    type: q.input.type,
    description: q.input.description,
    answers: q.input.answers,
    solution: q.input.solution ?? null,
    study_orientation: q.input.study_orientation ?? null,
    hint: q.input.hint ?? null,
    discipline_id: q.input.discipline_id,
    discipline: check.disciplineNames.get(q.input.discipline_id) ?? `#${q.input.discipline_id}`,
    subject_id: byId ?? found?.id ?? null,
    subject: subjectName,
    difficulty: q.input.difficulty ?? null,
    source: q.input.source,
    media: q.stored.map((file) => file.name),
    warnings: q.warnings,
  };
}
