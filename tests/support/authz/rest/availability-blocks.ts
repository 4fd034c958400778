import type { MatrixRow } from "../matrix";
import { colleague, range } from "../bodies";
import { withUnknown } from "../unknown-ids";
import type { SchoolWorld } from "../world";

/** A teacher's availability blocks. */
export const availabilityBlockRestRows: Record<string, MatrixRow> = {
  "GET /api/bookings/availability-blocks": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      {
        label: "everything in access",
        side: "own",
        path: `/api/bookings/availability-blocks?start_date=${range.start_date}&end_date=${range.end_date}`,
      },
      { label: "own teacher", side: "own", path: `/api/bookings/availability-blocks?teacher_id=${own.teacherId}` },
      {
        label: "a colleague",
        side: "own",
        path: `/api/bookings/availability-blocks?teacher_id=${own.colleagueId}`,
        expect: colleague,
      },
      ...withUnknown(
        {
          label: "another school's teacher",
          side: "foreign",
          path: `/api/bookings/availability-blocks?teacher_id=${foreign.teacherId}`,
        },
        foreign.teacherId,
        422,
      ),
    ],
  },
  "POST /api/bookings/availability-blocks": {
    access: "staff",
    status: 201,
    creates: "blocks",
    cases: ({ caller: { own, foreign }, fx }) => {
      const body = (school: SchoolWorld) => {
        const { after, before } = fx.window();
        return { teacher_id: school.teacherId, start_date: after, end_date: before, reason: "authz-matrix" };
      };
      return [
        { label: "own teacher", side: "own", path: "/api/bookings/availability-blocks", body: body(own) },
        {
          label: "a colleague",
          side: "own",
          path: "/api/bookings/availability-blocks",
          body: { ...body(own), teacher_id: own.colleagueId },
          expect: colleague,
        },
        ...withUnknown(
          {
            label: "another school's teacher",
            side: "foreign",
            path: "/api/bookings/availability-blocks",
            body: body(foreign),
          },
          foreign.teacherId,
          422,
        ),
      ];
    },
  },
  "PATCH /api/bookings/availability-blocks/{id}": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      {
        label: "own teacher's block",
        side: "own",
        path: `/api/bookings/availability-blocks/${await fx.block(own)}`,
        body: { reason: "authz-matrix moved" },
      },
      {
        label: "a colleague's block",
        side: "own",
        path: `/api/bookings/availability-blocks/${await fx.block(own, own.colleagueId)}`,
        body: { reason: "authz-matrix moved" },
        expect: colleague,
      },
      {
        label: "another school's block",
        side: "foreign",
        path: `/api/bookings/availability-blocks/${await fx.block(foreign)}`,
        body: { reason: "authz-matrix moved" },
      },
    ],
  },
  "DELETE /api/bookings/availability-blocks/{id}": {
    access: "staff",
    status: 204,
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own teacher's block", side: "own", path: `/api/bookings/availability-blocks/${await fx.block(own)}` },
      {
        label: "a colleague's block",
        side: "own",
        path: `/api/bookings/availability-blocks/${await fx.block(own, own.colleagueId)}`,
        expect: colleague,
      },
      {
        label: "another school's block",
        side: "foreign",
        path: `/api/bookings/availability-blocks/${await fx.block(foreign)}`,
      },
    ],
  },
};
