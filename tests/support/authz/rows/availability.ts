import { range } from "../bodies";
import type { OperationRows } from "../matrix";
import { teacherCases, teacherRecordCases } from "../teacher-cases";

const blocks = "/api/bookings/availability-blocks";
const series = "/api/bookings/availability-series";

/** The teachers' availability: blocks, series and the calendar's lists. */
export const availabilityRows: OperationRows = {
  "availability.blocks": {
    access: "staff",
    rest: {
      cases: ({ caller }) => [
        {
          label: "everything in access",
          side: "own",
          path: `${blocks}?start_date=${range.start_date}&end_date=${range.end_date}`,
        },
        ...teacherCases(caller, (teacherId) => ({ path: `${blocks}?teacher_id=${teacherId}` })),
      ],
    },
    trpc: {
      cases: ({ caller }) => [
        { label: "everything in access", side: "own", input: range },
        ...teacherCases(caller, (teacherId) => ({ input: { teacher_id: teacherId } })),
      ],
    },
  },
  "availability.getBlock": {
    access: "staff",
    rest: {
      cases: ({ caller, fx }) => teacherRecordCases("block", caller, fx.block, (id) => ({ path: `${blocks}/${id}` })),
    },
  },
  "availability.create": {
    access: "staff",
    creates: "blocks",
    rest: {
      status: 201,
      cases: ({ caller, fx }) =>
        teacherCases(caller, (teacherId) => {
          const { after, before } = fx.window();
          return {
            path: blocks,
            body: { teacher_id: teacherId, start_date: after, end_date: before, reason: "authz-matrix" },
          };
        }),
    },
    trpc: {
      cases: ({ caller, fx }) =>
        teacherCases(caller, (teacherId) => {
          const { after, before } = fx.window();
          return { input: { teacher_id: teacherId, start_date: after, end_date: before, reason: "authz-matrix" } };
        }),
    },
  },
  "availability.update": {
    access: "staff",
    rest: {
      cases: ({ caller, fx }) =>
        teacherRecordCases("block", caller, fx.block, (id) => ({
          path: `${blocks}/${id}`,
          body: { reason: "authz-matrix moved" },
        })),
    },
    trpc: {
      cases: ({ caller, fx }) =>
        teacherRecordCases("block", caller, fx.block, (id) => ({
          input: { id, data: { reason: "authz-matrix moved" } },
        })),
    },
  },
  "availability.remove": {
    access: "staff",
    rest: {
      status: 204,
      cases: ({ caller, fx }) => teacherRecordCases("block", caller, fx.block, (id) => ({ path: `${blocks}/${id}` })),
    },
    trpc: { cases: ({ caller, fx }) => teacherRecordCases("block", caller, fx.block, (id) => ({ input: { id } })) },
  },
  "availability.series": {
    access: "staff",
    rest: {
      cases: ({ caller }) => [
        { label: "everything in access", side: "own", path: series },
        ...teacherCases(caller, (teacherId) => ({ path: `${series}?teacher_id=${teacherId}` })),
      ],
    },
    trpc: {
      cases: ({ caller }) => [
        { label: "everything in access", side: "own", input: {} },
        ...teacherCases(caller, (teacherId) => ({ input: { teacher_id: teacherId } })),
      ],
    },
  },
  "availability.getSeries": {
    access: "staff",
    rest: {
      cases: ({ caller, fx }) => teacherRecordCases("series", caller, fx.series, (id) => ({ path: `${series}/${id}` })),
    },
  },
  "availability.previewSeries": {
    access: "staff",
    rest: {
      cases: ({ caller, fx }) =>
        teacherCases(caller, (teacherId) => ({
          path: `${series}/preview`,
          body: { ...fx.seriesBody(teacherId), reason: "authz-matrix" },
        })),
    },
    trpc: {
      cases: ({ caller, fx }) =>
        teacherCases(caller, (teacherId) => ({ input: { ...fx.seriesBody(teacherId), reason: "authz-matrix" } })),
    },
  },
  "availability.createSeries": {
    access: "staff",
    creates: "series",
    rest: {
      status: 201,
      cases: ({ caller, fx }) =>
        teacherCases(caller, (teacherId) => ({
          path: series,
          body: { ...fx.seriesBody(teacherId), reason: "authz-matrix" },
        })),
    },
    trpc: {
      cases: ({ caller, fx }) =>
        teacherCases(caller, (teacherId) => ({ input: { ...fx.seriesBody(teacherId), reason: "authz-matrix" } })),
    },
  },
  "availability.updateSeries": {
    access: "staff",
    rest: {
      cases: ({ caller, fx }) =>
        teacherRecordCases("series", caller, fx.series, (id) => ({
          path: `${series}/${id}`,
          body: { reason: "authz-matrix moved" },
        })),
    },
    trpc: {
      cases: ({ caller, fx }) =>
        teacherRecordCases("series", caller, fx.series, (id) => ({
          input: { id, data: { reason: "authz-matrix moved" } },
        })),
    },
  },
  "availability.removeSeries": {
    access: "staff",
    rest: {
      status: 204,
      cases: ({ caller, fx }) => teacherRecordCases("series", caller, fx.series, (id) => ({ path: `${series}/${id}` })),
    },
    trpc: { cases: ({ caller, fx }) => teacherRecordCases("series", caller, fx.series, (id) => ({ input: { id } })) },
  },
  "availability.teachers": {
    access: "staff",
    trpc: { cases: () => [{ label: "list", side: "own" }] },
  },
  "availability.bookings": {
    access: "staff",
    trpc: {
      cases: ({ caller }) => teacherCases(caller, (teacherId) => ({ input: { teacher_id: teacherId, ...range } })),
    },
  },
};
