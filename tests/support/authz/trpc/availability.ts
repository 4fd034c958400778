import type { MatrixRow } from "../matrix";
import { colleague, range } from "../bodies";
import { withUnknown } from "../unknown-ids";

/** The availability page's procedures. */
export const availabilityTrpcRows: Record<string, MatrixRow> = {
  "availability.teachers": { access: "staff", status: 200, cases: () => [{ label: "list", side: "own" }] },
  "availability.blocks": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "everything in access", side: "own", input: range },
      { label: "own teacher", side: "own", input: { teacher_id: own.teacherId } },
      { label: "a colleague", side: "own", input: { teacher_id: own.colleagueId }, expect: colleague },
      ...withUnknown(
        { label: "another school's teacher", side: "foreign", input: { teacher_id: foreign.teacherId } },
        foreign.teacherId,
        422,
      ),
    ],
  },
  "availability.bookings": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "own teacher", side: "own", input: { teacher_id: own.teacherId, ...range } },
      { label: "a colleague", side: "own", input: { teacher_id: own.colleagueId, ...range }, expect: colleague },
      ...withUnknown(
        { label: "another school's teacher", side: "foreign", input: { teacher_id: foreign.teacherId, ...range } },
        foreign.teacherId,
        422,
      ),
    ],
  },
  "availability.create": {
    access: "staff",
    status: 200,
    creates: "blocks",
    cases: ({ caller: { own, foreign }, fx }) => {
      const input = (teacherId: string) => {
        const { after, before } = fx.window();
        return { teacher_id: teacherId, start_date: after, end_date: before, reason: "authz-matrix" };
      };
      return [
        { label: "own teacher", side: "own", input: input(own.teacherId) },
        { label: "a colleague", side: "own", input: input(own.colleagueId), expect: colleague },
        ...withUnknown(
          { label: "another school's teacher", side: "foreign", input: input(foreign.teacherId) },
          foreign.teacherId,
          422,
        ),
      ];
    },
  },
  "availability.update": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      {
        label: "own teacher's block",
        side: "own",
        input: { id: await fx.block(own), data: { reason: "authz-matrix moved" } },
      },
      {
        label: "a colleague's block",
        side: "own",
        input: { id: await fx.block(own, own.colleagueId), data: { reason: "authz-matrix moved" } },
        expect: colleague,
      },
      {
        label: "another school's block",
        side: "foreign",
        input: { id: await fx.block(foreign), data: { reason: "authz-matrix moved" } },
      },
    ],
  },
  "availability.remove": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own teacher's block", side: "own", input: { id: await fx.block(own) } },
      {
        label: "a colleague's block",
        side: "own",
        input: { id: await fx.block(own, own.colleagueId) },
        expect: colleague,
      },
      { label: "another school's block", side: "foreign", input: { id: await fx.block(foreign) } },
    ],
  },
  "availability.series": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "everything in access", side: "own", input: {} },
      { label: "own teacher", side: "own", input: { teacher_id: own.teacherId } },
      { label: "a colleague", side: "own", input: { teacher_id: own.colleagueId }, expect: colleague },
      ...withUnknown(
        { label: "another school's teacher", side: "foreign", input: { teacher_id: foreign.teacherId } },
        foreign.teacherId,
        422,
      ),
    ],
  },
  "availability.previewSeries": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign }, fx }) => {
      const input = (teacherId: string) => ({ ...fx.seriesBody(teacherId), reason: "authz-matrix" });
      return [
        { label: "own teacher", side: "own", input: input(own.teacherId) },
        { label: "a colleague", side: "own", input: input(own.colleagueId), expect: colleague },
        ...withUnknown(
          { label: "another school's teacher", side: "foreign", input: input(foreign.teacherId) },
          foreign.teacherId,
          422,
        ),
      ];
    },
  },
  "availability.createSeries": {
    access: "staff",
    status: 200,
    creates: "series",
    cases: ({ caller: { own, foreign }, fx }) => {
      const input = (teacherId: string) => ({ ...fx.seriesBody(teacherId), reason: "authz-matrix" });
      return [
        { label: "own teacher", side: "own", input: input(own.teacherId) },
        { label: "a colleague", side: "own", input: input(own.colleagueId), expect: colleague },
        ...withUnknown(
          { label: "another school's teacher", side: "foreign", input: input(foreign.teacherId) },
          foreign.teacherId,
          422,
        ),
      ];
    },
  },
  "availability.updateSeries": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      {
        label: "own teacher's series",
        side: "own",
        input: { id: await fx.series(own), data: { reason: "authz-matrix moved" } },
      },
      {
        label: "a colleague's series",
        side: "own",
        input: { id: await fx.series(own, own.colleagueId), data: { reason: "authz-matrix moved" } },
        expect: colleague,
      },
      {
        label: "another school's series",
        side: "foreign",
        input: { id: await fx.series(foreign), data: { reason: "authz-matrix moved" } },
      },
    ],
  },
  "availability.removeSeries": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own teacher's series", side: "own", input: { id: await fx.series(own) } },
      {
        label: "a colleague's series",
        side: "own",
        input: { id: await fx.series(own, own.colleagueId) },
        expect: colleague,
      },
      { label: "another school's series", side: "foreign", input: { id: await fx.series(foreign) } },
    ],
  },
};
