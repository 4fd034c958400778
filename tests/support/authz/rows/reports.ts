import { reportFormats } from "@/server/reports/schema";
import { range } from "../bodies";
import type { MatrixCase, OperationRows } from "../matrix";
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

/** The reports: REST's downloads and the reports page's previews. */
export const reportRows: OperationRows = {
  "reports.questionsDownload": {
    access: "admin",
    rest: {
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
  },
  "reports.bookingsDownload": {
    access: "admin",
    rest: {
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
  },
  "reports.workloadDownload": {
    access: "admin",
    rest: {
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
  },
  "reports.groupsUsageDownload": {
    access: "admin",
    rest: {
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
  },
  "reports.preview": {
    access: "admin",
    trpc: {
      cases: ({ caller: { own, foreign } }) => [
        { label: "questions, everything in access", side: "own", input: { report: "questions", input: range } },
        {
          label: "questions, own group",
          side: "own",
          input: { report: "questions", input: { ...range, group_ids: [own.groupId] } },
        },
        ...withUnknown(
          {
            label: "questions, another school's group",
            side: "foreign",
            input: { report: "questions", input: { ...range, group_ids: [foreign.groupId] } },
          },
          foreign.groupId,
          200,
        ),
        { label: "bookings, everything in access", side: "own", input: { report: "bookings", input: range } },
        ...withUnknown(
          {
            label: "bookings, another school",
            side: "foreign",
            input: { report: "bookings", input: { ...range, school_ids: [foreign.schoolId] } },
          },
          foreign.schoolId,
          200,
        ),
        { label: "workload, everything in access", side: "own", input: { report: "bookings-workload", input: {} } },
        ...withUnknown(
          {
            label: "workload, another school",
            side: "foreign",
            input: { report: "bookings-workload", input: { school_ids: [foreign.schoolId] } },
          },
          foreign.schoolId,
          200,
        ),
      ],
    },
  },
  "reports.groupsUsage": {
    access: "admin",
    trpc: {
      cases: ({ caller: { own, foreign } }) => [
        {
          label: "own group",
          side: "own",
          input: { ...range, group_ids: [own.groupId], show_disciplines: true, show_teachers: true },
        },
        ...withUnknown(
          {
            label: "another school's group",
            side: "foreign",
            input: { ...range, group_ids: [foreign.groupId], show_disciplines: true, show_teachers: true },
          },
          foreign.groupId,
          200,
        ),
      ],
    },
  },
};
