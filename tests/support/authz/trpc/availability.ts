import type { MatrixRow } from "../matrix";
import { range } from "../bodies";
import { teacherCases, teacherRecordCases } from "../teacher-cases";

/** The availability page's procedures. */
export const availabilityTrpcRows: Record<string, MatrixRow> = {
  "availability.teachers": { access: "staff", status: 200, cases: () => [{ label: "list", side: "own" }] },
  "availability.blocks": {
    access: "staff",
    status: 200,
    cases: ({ caller }) => [
      { label: "everything in access", side: "own", input: range },
      ...teacherCases(caller, (teacherId) => ({ input: { teacher_id: teacherId } })),
    ],
  },
  "availability.bookings": {
    access: "staff",
    status: 200,
    cases: ({ caller }) => teacherCases(caller, (teacherId) => ({ input: { teacher_id: teacherId, ...range } })),
  },
  "availability.create": {
    access: "staff",
    status: 200,
    creates: "blocks",
    cases: ({ caller, fx }) =>
      teacherCases(caller, (teacherId) => {
        const { after, before } = fx.window();
        return { input: { teacher_id: teacherId, start_date: after, end_date: before, reason: "authz-matrix" } };
      }),
  },
  "availability.update": {
    access: "staff",
    status: 200,
    cases: ({ caller, fx }) =>
      teacherRecordCases("block", caller, fx.block, (id) => ({
        input: { id, data: { reason: "authz-matrix moved" } },
      })),
  },
  "availability.remove": {
    access: "staff",
    status: 200,
    cases: ({ caller, fx }) => teacherRecordCases("block", caller, fx.block, (id) => ({ input: { id } })),
  },
  "availability.series": {
    access: "staff",
    status: 200,
    cases: ({ caller }) => [
      { label: "everything in access", side: "own", input: {} },
      ...teacherCases(caller, (teacherId) => ({ input: { teacher_id: teacherId } })),
    ],
  },
  "availability.previewSeries": {
    access: "staff",
    status: 200,
    cases: ({ caller, fx }) =>
      teacherCases(caller, (teacherId) => ({ input: { ...fx.seriesBody(teacherId), reason: "authz-matrix" } })),
  },
  "availability.createSeries": {
    access: "staff",
    status: 200,
    creates: "series",
    cases: ({ caller, fx }) =>
      teacherCases(caller, (teacherId) => ({ input: { ...fx.seriesBody(teacherId), reason: "authz-matrix" } })),
  },
  "availability.updateSeries": {
    access: "staff",
    status: 200,
    cases: ({ caller, fx }) =>
      teacherRecordCases("series", caller, fx.series, (id) => ({
        input: { id, data: { reason: "authz-matrix moved" } },
      })),
  },
  "availability.removeSeries": {
    access: "staff",
    status: 200,
    cases: ({ caller, fx }) => teacherRecordCases("series", caller, fx.series, (id) => ({ input: { id } })),
  },
};
