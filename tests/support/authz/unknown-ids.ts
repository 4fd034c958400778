import { questionBody } from "./bodies";
import type { MatrixCase } from "./matrix";
import type { SchoolWorld } from "./world";

/** Ids that name no record: a UUID no seed or fixture makes, and an integer id past every serial. */
export const unknownUuid = "00000000-0000-4000-8000-00000000beef";
export const unknownInt = 2_147_483_000;

/**
 * A case of another school's id, and the same request with an unknown id in its place: a caller
 * with limited access gets the same answer for both (status, code and message), so that the answer
 * does not tell whether the id exists. `admin` is the platform admin's answer to the unknown id
 * (the data rules: 422 for a reference, 200 for a filter that matches nothing).
 */
export function withUnknown(foreign: MatrixCase, foreignId: string, admin: number): MatrixCase[] {
  const swap = (value: unknown) =>
    value === undefined ? undefined : JSON.parse(JSON.stringify(value).replaceAll(foreignId, unknownUuid));
  if (!JSON.stringify([foreign.path, foreign.body, foreign.input]).includes(foreignId))
    throw new Error(`${foreign.label}: ${foreignId} is not in the request`);
  return [
    foreign,
    unknownTwin(
      foreign,
      { path: foreign.path?.replaceAll(foreignId, unknownUuid), body: swap(foreign.body), input: swap(foreign.input) },
      admin,
    ),
  ];
}

/** The unknown-id twin of a foreign case, with the request given (for integer ids, which a text swap could misplace). */
export function unknownTwin(
  foreign: MatrixCase,
  request: Pick<MatrixCase, "path" | "body" | "input">,
  admin: number,
): MatrixCase {
  return {
    ...foreign,
    ...request,
    label: `${foreign.label}, unknown id instead`,
    side: "unknown",
    twin: foreign.label,
    expect: { ...foreign.expect, admin },
  };
}

/**
 * A question body naming another school's discipline, subject or other subject, each with its unknown
 * twin: 403 to callers with limited access; the platform admin gets the data rules (a subject of
 * another discipline is 422, another school's other subject is allowed: `otherSubjectForAdmin`).
 */
export function questionReferenceCases(
  path: string | undefined,
  own: SchoolWorld,
  foreign: SchoolWorld,
  request: (body: object) => Pick<MatrixCase, "body" | "input">,
  otherSubjectForAdmin = 201,
): MatrixCase[] {
  const pair = (label: string, over: object, unknown: object, admin: number, adminUnknown = 422): MatrixCase[] => {
    const theirs: MatrixCase = {
      label,
      side: "foreign",
      ...(path ? { path } : {}),
      ...request({ ...questionBody(own), ...over }),
      expect: { admin },
    };
    return [
      theirs,
      unknownTwin(
        theirs,
        { ...(path ? { path } : {}), ...request({ ...questionBody(own), ...unknown }) },
        adminUnknown,
      ),
    ];
  };
  return [
    ...pair(
      "another school's discipline",
      { discipline_id: foreign.disciplineId, subject: foreign.subjectId },
      { discipline_id: unknownInt, subject: unknownInt },
      422,
    ),
    ...pair("another school's subject", { subject: foreign.subjectId }, { subject: unknownInt }, 422),
    ...pair(
      "another school's other subject",
      { other_subjects: [{ id: foreign.subjectId }] },
      { other_subjects: [{ id: unknownInt }] },
      otherSubjectForAdmin,
    ),
  ];
}
