import type { MatrixCase, OperationRows } from "../matrix";
import { teacherRecordCases } from "../teacher-cases";
import { unknownInt, unknownTwin, withUnknown } from "../unknown-ids";

/** Booking a student with a teacher (REST alone). */
export const bookingRows: OperationRows = {
  "bookings.create": {
    access: "staff",
    creates: "bookings",
    rest: {
      status: 201,
      cases: async ({ caller: { own, foreign }, fx }) => {
        const mine = await fx.slot(own);
        // The platform admin may book there, but the teacher has no schedule at the other school: 409.
        return [
          { label: "own teacher and student", side: "own", path: "/api/bookings", body: mine },
          {
            label: "another school's teacher and student",
            side: "foreign",
            path: "/api/bookings",
            body: await fx.slot(foreign),
          },
          {
            label: "another school's student",
            side: "foreign",
            path: "/api/bookings",
            body: {
              ...mine,
              student_id: foreign.studentId,
              group_id: foreign.groupId,
              scheduled_for: mine.scheduled_for + 7 * 86_400_000,
            },
            expect: { admin: 409 },
          },
          // Each id of the other school in an otherwise bookable body; for the platform admin the data rules
          // refuse them.
          ...withUnknown(
            {
              label: "another school's room",
              side: "foreign",
              path: "/api/bookings",
              body: { ...mine, room_id: foreign.roomId },
              expect: { admin: 422 },
            },
            foreign.roomId,
            422,
          ),
          ...withUnknown(
            {
              label: "another school's group",
              side: "foreign",
              path: "/api/bookings",
              body: { ...mine, group_id: foreign.groupId },
              expect: { admin: 422 },
            },
            foreign.groupId,
            422,
          ),
          ...withUnknown(
            {
              label: "only the student of another school",
              side: "foreign",
              path: "/api/bookings",
              body: { ...mine, student_id: foreign.studentId },
              expect: { admin: 422 },
            },
            foreign.studentId,
            422,
          ),
          ...withUnknown(
            {
              label: "another school's teacher",
              side: "foreign",
              path: "/api/bookings",
              body: { ...mine, teacher_id: foreign.teacherId },
              expect: { admin: 409 },
            },
            foreign.teacherId,
            422,
          ),
          ...(() => {
            const theirs: MatrixCase = {
              label: "another school's discipline",
              side: "foreign",
              path: "/api/bookings",
              body: { ...mine, discipline_id: foreign.disciplineId },
              expect: { admin: 422 },
            };
            return [
              theirs,
              unknownTwin(theirs, { path: "/api/bookings", body: { ...mine, discipline_id: unknownInt } }, 422),
            ];
          })(),
        ];
      },
    },
  },
  "bookings.get": {
    access: "staff",
    rest: {
      // Who sees the teacher's calendar: a colleague's booking is 403 to a teacher, not to the school's admin.
      cases: ({ caller, fx }) =>
        teacherRecordCases("booking", caller, fx.booking, (id) => ({ path: `/api/bookings/${id}` })),
    },
  },
};
