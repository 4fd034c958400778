import { demo } from "@/server/rest/example-ids";

/**
 * The OpenAPI examples of the availability routes: Tiago Ferreira, the demo's Matemática teacher at Escola Aurora,
 * away for the Friday 13 March 2026 class council (the body of POST in operations.ts) and planning on Monday
 * afternoons; times are São Paulo's (UTC−3), set by Ana Souza.
 */
const teacher = {
  id: demo.tiago,
  first_name: "Tiago",
  last_name: "Ferreira",
  profile_photo_url: "",
  disciplines: [{ name: "Matemática" }, { name: "Física" }],
};
const createdBy = { id: demo.ana, first_name: "Ana", last_name: "Souza", profile_photo_url: "" };

const block = {
  id: demo.block,
  start_date: "2026-03-13T16:00:00.000Z",
  end_date: "2026-03-13T21:00:00.000Z",
  reason: "Conselho de classe",
  created_at: "2026-03-02T12:45:18.090Z",
  teacher,
  created_by: createdBy,
};

const conflict = {
  id: "2f7c9a1e-6b4d-4e8a-a3c5-9d1f0b8e7c62",
  scheduled_for: "2026-03-13T18:00:00.000Z",
  student_name: "Sofia Ribeiro",
};

/** Two Mondays from 9 March, 14:00 to 17:00. */
const seriesBody = {
  teacher_id: demo.tiago,
  start_date: 1773075600000,
  end_date: 1773086400000,
  by_day: ["MO" as const],
  count: 2,
  reason: "Planejamento",
};
const occurrence = (id: string, day: string) => ({
  id,
  start_date: `2026-03-${day}T17:00:00.000Z`,
  end_date: `2026-03-${day}T20:00:00.000Z`,
  reason: "Planejamento",
  created_at: "2026-03-02T12:50:02.733Z",
  teacher,
  created_by: createdBy,
});
const series = {
  id: demo.series,
  teacher_id: demo.tiago,
  start_date: "2026-03-09T17:00:00.000Z",
  end_date: "2026-03-09T20:00:00.000Z",
  time_zone: "America/Sao_Paulo",
  by_day: ["MO" as const],
  count: 2,
  until: null,
  rrule: "FREQ=WEEKLY;BYDAY=MO;COUNT=2",
  excluded_days: [],
  reason: "Planejamento",
  created_at: "2026-03-02T12:50:02.733Z",
  occurrences: [
    occurrence("b3d8f0a2-5c7e-4a1b-9d6f-2e4c8a0b6d13", "09"),
    occurrence("c4e9a1b3-6d8f-4b2c-8e7a-3f5d9b1c7e24", "16"),
  ],
};

export const availabilityExamples = {
  createBlock: { output: { ...block, conflicts: [{ ...conflict, cancelled: false }] } },
  listBlocks: { output: [block] },
  getBlock: { output: block },
  updateBlock: {
    // Shortened to end at 17:00, cancelling the booking left inside it.
    body: { end_date: 1773432000000, cancel_conflicts: true },
    output: { ...block, end_date: "2026-03-13T20:00:00.000Z", conflicts: [{ ...conflict, cancelled: true }] },
  },
  listSeries: { output: [series] },
  getSeries: { output: series },
  previewSeries: {
    body: seriesBody,
    output: {
      occurrences: [
        {
          start_date: "2026-03-09T17:00:00.000Z",
          end_date: "2026-03-09T20:00:00.000Z",
          overlapping_block: null,
          bookings: [],
        },
        {
          start_date: "2026-03-16T17:00:00.000Z",
          end_date: "2026-03-16T20:00:00.000Z",
          overlapping_block: null,
          bookings: [
            {
              id: "3a8d0c2f-7e5b-4f9a-b4d6-0e2a1c9f8d73",
              scheduled_for: "2026-03-16T18:00:00.000Z",
              student_name: "Sofia Ribeiro",
            },
          ],
        },
      ],
    },
  },
  createSeries: {
    body: { ...seriesBody, cancel_conflicts: true },
    output: {
      ...series,
      conflicts: [
        {
          id: "3a8d0c2f-7e5b-4f9a-b4d6-0e2a1c9f8d73",
          scheduled_for: "2026-03-16T18:00:00.000Z",
          student_name: "Sofia Ribeiro",
          cancelled: true,
        },
      ],
    },
  },
  updateSeries: {
    // A third Monday.
    body: { count: 3 },
    output: {
      ...series,
      count: 3,
      rrule: "FREQ=WEEKLY;BYDAY=MO;COUNT=3",
      occurrences: [...series.occurrences, occurrence("d5f0b2c4-7e9a-4c3d-9f8b-4a6e0c2d8f35", "23")],
      conflicts: [],
    },
  },
};
