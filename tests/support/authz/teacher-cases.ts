import { colleague } from "./bodies";
import type { CaseRequest, CaseSchools, MatrixCase } from "./matrix";
import { withUnknown } from "./unknown-ids";
import type { SchoolWorld } from "./world";

/**
 * A request naming a teacher: the caller's school's, a colleague (a teacher acts for themselves only) and
 * another school's, with its unknown twin (422 to the platform admin: the id names no teacher).
 */
export function teacherCases({ own, foreign }: CaseSchools, request: (teacherId: string) => CaseRequest): MatrixCase[] {
  return [
    { label: "own teacher", side: "own", ...request(own.teacherId) },
    { label: "a colleague", side: "own", ...request(own.colleagueId), expect: colleague },
    ...withUnknown(
      { label: "another school's teacher", side: "foreign", ...request(foreign.teacherId) },
      foreign.teacherId,
      422,
    ),
  ];
}

/**
 * A request on a teacher's `noun` (a block, a series), made by `make` for the caller's school's teacher, for a
 * colleague and for another school's teacher, in that order.
 */
export async function teacherRecordCases(
  noun: string,
  { own, foreign }: CaseSchools,
  make: (school: SchoolWorld, teacherId?: string) => Promise<string>,
  request: (id: string) => CaseRequest,
): Promise<MatrixCase[]> {
  return [
    { label: `own teacher's ${noun}`, side: "own", ...request(await make(own)) },
    { label: `a colleague's ${noun}`, side: "own", ...request(await make(own, own.colleagueId)), expect: colleague },
    { label: `another school's ${noun}`, side: "foreign", ...request(await make(foreign)) },
  ];
}
