/**
 * The reports' request and answer examples for the OpenAPI document, as the demo data (src/server/seed) gives
 * them: Escola Aurora's 1º ano A, its teacher Tiago Ferreira and student Sofia Ribeiro, in March 2026.
 * openapi.test.ts checks each against its operation's schemas.
 */
const aurora1A = "7a3e9c1d-52b4-4f08-9d6e-1c2b3a4d5e6f";
const march = { start_date: 1772334000000, end_date: 1775012399999 };

export const reportExamples = {
  questions: {
    body: { ...march, group_ids: [aurora1A] },
    output: [
      {
        question_id: "3f6d2b8a-9c41-4e7b-8a15-2d9e0c7b4f31",
        school: "Escola Aurora",
        group: "1º ano A",
        student_id: "c8e1f4a2-6b3d-4c9e-a1f7-5d2b8e3c9a40",
        student_name: "Sofia Ribeiro",
        student_email: "sofia@example.com",
        teacher_id: "5b9c2e7d-1a4f-4d8b-9e36-7c0a1f2b3d48",
        teacher_name: "Tiago Ferreira",
        teacher_email: "tiago@example.com",
        question_discipline: "Matemática",
        question_subject: "Funções",
        question_created_at: "2026-03-10T09:12:44.000-03:00",
        question_answered_at: "2026-03-10T09:40:02.000-03:00",
        question_status: "Finalizada",
        question_anonymous: false,
        question_description: "Como encontro o vértice da parábola y = x² − 4x + 3?",
        answer_description: "Use x = −b/2a: x = 2, e então y = −1. O vértice é (2, −1).",
        reply_description: "",
        reply_answer_description: "",
        answer_rating: 5,
        answer_understood: true,
        answer_comment: "",
        has_seen_answer: true,
        link: "https://alunos.example.com/student-questions/3f6d2b8a-9c41-4e7b-8a15-2d9e0c7b4f31",
      },
    ],
  },
  bookings: {
    body: { ...march },
    output: [
      {
        id: "0e4b7f2c-8d1a-4c6e-b3f9-2a5d7c9e1b04",
        school_name: "Escola Aurora",
        created_at: "02/03/2026 18:20",
        scheduled_for: "05/03/2026 14:00",
        start_time: "05/03/2026 14:01",
        end_time: "05/03/2026 14:46",
        duration: "45",
        student_external_id: "AUR-0042",
        student_name: "Sofia Ribeiro",
        student_email: "sofia@example.com",
        teacher_name: "Tiago Ferreira",
        teacher_email: "tiago@example.com",
        group_name: "1º ano A",
        discipline_name: "Física",
        booking_room_name: "Plantão Online",
        booking_room_modal: "Online",
        rating_by_student: 5,
        rating_by_teacher: 4,
        call_quality_rating_by_student: 4,
        call_quality_rating_by_teacher: "",
        status: "Presente",
        cancelled_at: "",
        cancelled_by_name: "",
      },
    ],
  },
  workload: {
    body: {},
    output: [
      {
        teacher_name: "Tiago Ferreira",
        teacher_email: "tiago@example.com",
        weekly_minutes: 240,
        discipline_name: "Matemática",
      },
    ],
  },
  groupsUsage: {
    body: { ...march, group_ids: [aurora1A], name: "1º ano A em março", show_teachers: true, show_disciplines: true },
    output: {
      name: "1º ano A em março",
      start_date: "01/03/2026",
      end_date: "31/03/2026",
      total_questions: 2,
      average_adjusted_response_time_in_minutes: 27.3,
      questions_count_by_discipline: { Matemática: 1, Física: 1 },
      active_users_percentage: 50,
      average_answer_rating: 4.5,
      average_nps: 9,
      average_response_time_nps: 8,
      nps_answers: [
        { kind: "GENERAL" as const, score: 9, count: 1 },
        { kind: "RESPONSE_TIME" as const, score: 8, count: 1 },
      ],
      answer_ratings: [
        { rating: 1, count: 0 },
        { rating: 2, count: 0 },
        { rating: 3, count: 0 },
        { rating: 4, count: 1 },
        { rating: 5, count: 1 },
      ],
      students: [
        {
          name: "Sofia Ribeiro",
          groups: ["1º ano A"],
          email: "sofia@example.com",
          active: true,
          created_at: "2025-02-03",
          blocked_at: null,
          deleted_at: null,
          questions_count: 2,
          questions: [
            { discipline: { id: 1, name: "Matemática" }, subject: { id: 3, name: "Funções" } },
            { discipline: { id: 2, name: "Física" }, subject: null },
          ],
        },
      ],
      teachers: [
        {
          first_name: "Tiago",
          last_name: "Ferreira",
          email: "tiago@example.com",
          groups: ["1º ano A"],
          disciplines: ["Física", "Matemática"],
          active: true,
          answered_questions_count: 2,
          average_response_time_in_minutes: 27.3,
          created_at: "2025-01-20",
          blocked_at: null,
          deleted_at: null,
        },
      ],
      disciplines: [
        {
          name: "Matemática",
          top_subjects: { Funções: 1 },
          total_questions: 1,
          average_response_time_in_minutes: 27.6,
        },
      ],
    },
  },
};
