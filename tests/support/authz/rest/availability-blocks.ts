import type { MatrixRow } from "../matrix";
import { range } from "../bodies";
import { teacherCases, teacherRecordCases } from "../teacher-cases";

const blocks = "/api/bookings/availability-blocks";

/** A teacher's availability blocks. */
export const availabilityBlockRestRows: Record<string, MatrixRow> = {
  "GET /api/bookings/availability-blocks": {
    access: "staff",
    status: 200,
    cases: ({ caller }) => [
      {
        label: "everything in access",
        side: "own",
        path: `${blocks}?start_date=${range.start_date}&end_date=${range.end_date}`,
      },
      ...teacherCases(caller, (teacherId) => ({ path: `${blocks}?teacher_id=${teacherId}` })),
    ],
  },
  "POST /api/bookings/availability-blocks": {
    access: "staff",
    status: 201,
    creates: "blocks",
    cases: ({ caller, fx }) =>
      teacherCases(caller, (teacherId) => {
        const { after, before } = fx.window();
        return {
          path: blocks,
          body: { teacher_id: teacherId, start_date: after, end_date: before, reason: "authz-matrix" },
        };
      }),
  },
  "PATCH /api/bookings/availability-blocks/{id}": {
    access: "staff",
    status: 200,
    cases: ({ caller, fx }) =>
      teacherRecordCases("block", caller, fx.block, (id) => ({
        path: `${blocks}/${id}`,
        body: { reason: "authz-matrix moved" },
      })),
  },
  "DELETE /api/bookings/availability-blocks/{id}": {
    access: "staff",
    status: 204,
    cases: ({ caller, fx }) => teacherRecordCases("block", caller, fx.block, (id) => ({ path: `${blocks}/${id}` })),
  },
};
