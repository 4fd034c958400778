import { reportFormats } from "@/server/reports/schema";
import type { MatrixCase, MatrixRow } from "../matrix";
import { range } from "../bodies";
import { withUnknown } from "../unknown-ids";
import type { SchoolWorld } from "../world";

const formats = { json: reportFormats.json, csv: reportFormats.csv, xlsx: reportFormats.xlsx };

/**
 * Each format of a report, with the body for each school: no ids (all in access), own ids, foreign
 * ids, and unknown ids in their place (`unknownForAdmin`: the platform admin's answer to those).
 */
function reportCases(
  path: string,
  body: (school?: SchoolWorld) => object,
  own: SchoolWorld,
  foreign: SchoolWorld,
  foreignId: string,
  unknownForAdmin: number,
  withDefault = true,
): MatrixCase[] {
  return Object.entries(formats).flatMap(([format, accept]) => [
    ...(withDefault
      ? [{ label: `${format}, everything in access`, side: "own" as const, path, accept, body: body() }]
      : []),
    { label: `${format}, own ids`, side: "own" as const, path, accept, body: body(own) },
    ...withUnknown(
      { label: `${format}, another school's ids`, side: "foreign" as const, path, accept, body: body(foreign) },
      foreignId,
      unknownForAdmin,
    ),
  ]);
}

/** The four reports, each in each format. */
export const reportRestRows: Record<string, MatrixRow> = {
  "POST /api/reports/questions": {
    access: "admin",
    status: 200,
    cases: ({ caller: { own, foreign } }) =>
      reportCases(
        "/api/reports/questions",
        (school) => ({ ...range, ...(school ? { group_ids: [school.groupId] } : {}) }),
        own,
        foreign,
        foreign.groupId,
        200,
      ),
  },
  "POST /api/reports/bookings": {
    access: "admin",
    status: 200,
    cases: ({ caller: { own, foreign } }) =>
      reportCases(
        "/api/reports/bookings",
        (school) => ({ ...range, ...(school ? { school_ids: [school.schoolId] } : {}) }),
        own,
        foreign,
        foreign.schoolId,
        200,
      ),
  },
  "POST /api/reports/bookings-workload": {
    access: "admin",
    status: 200,
    cases: ({ caller: { own, foreign } }) =>
      reportCases(
        "/api/reports/bookings-workload",
        (school) => (school ? { school_ids: [school.schoolId] } : {}),
        own,
        foreign,
        foreign.schoolId,
        200,
      ),
  },
  "POST /api/reports/groups-usage": {
    access: "admin",
    status: 200,
    cases: ({ caller: { own, foreign } }) =>
      reportCases(
        "/api/reports/groups-usage",
        (school) => ({ ...range, group_ids: [school?.groupId], show_disciplines: true, show_teachers: true }),
        own,
        foreign,
        foreign.groupId,
        200,
        false,
      ),
  },
};
