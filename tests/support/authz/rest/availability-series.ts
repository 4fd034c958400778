import type { MatrixRow } from "../matrix";
import { teacherCases, teacherRecordCases } from "../teacher-cases";

const series = "/api/bookings/availability-series";

/** A teacher's repeating availability. */
export const availabilitySeriesRestRows: Record<string, MatrixRow> = {
  "GET /api/bookings/availability-series": {
    access: "staff",
    status: 200,
    cases: ({ caller }) => [
      { label: "everything in access", side: "own", path: series },
      ...teacherCases(caller, (teacherId) => ({ path: `${series}?teacher_id=${teacherId}` })),
    ],
  },
  "GET /api/bookings/availability-series/{id}": {
    access: "staff",
    status: 200,
    cases: ({ caller, fx }) => teacherRecordCases("series", caller, fx.series, (id) => ({ path: `${series}/${id}` })),
  },
  "POST /api/bookings/availability-series/preview": {
    access: "staff",
    status: 200,
    cases: ({ caller, fx }) =>
      teacherCases(caller, (teacherId) => ({
        path: `${series}/preview`,
        body: { ...fx.seriesBody(teacherId), reason: "authz-matrix" },
      })),
  },
  "POST /api/bookings/availability-series": {
    access: "staff",
    status: 201,
    creates: "series",
    cases: ({ caller, fx }) =>
      teacherCases(caller, (teacherId) => ({
        path: series,
        body: { ...fx.seriesBody(teacherId), reason: "authz-matrix" },
      })),
  },
  "PATCH /api/bookings/availability-series/{id}": {
    access: "staff",
    status: 200,
    cases: ({ caller, fx }) =>
      teacherRecordCases("series", caller, fx.series, (id) => ({
        path: `${series}/${id}`,
        body: { reason: "authz-matrix moved" },
      })),
  },
  "DELETE /api/bookings/availability-series/{id}": {
    access: "staff",
    status: 204,
    cases: ({ caller, fx }) => teacherRecordCases("series", caller, fx.series, (id) => ({ path: `${series}/${id}` })),
  },
};
