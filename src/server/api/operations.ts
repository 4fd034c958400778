import { auditOperations } from "@/server/audit/operations";
import { availabilityOperations } from "@/server/availability/operations";
import { bookingOperations } from "@/server/bookings/operations";
import { calendarFeedOperations } from "@/server/calendar-feed/operations";
import { disciplineOperations } from "@/server/disciplines/operations";
import { examOperations } from "@/server/exams/operations";
import { homeOperations } from "@/server/home/operations";
import { meOperations } from "@/server/me/operations";
import { performanceOperations } from "@/server/performance/operations";
import { questionOperations } from "@/server/questions-db/operations";
import { reportOperations } from "@/server/reports/operations";
import { studentQuestionOperations } from "@/server/student-questions/operations";
import { tokenOperations } from "@/server/tokens/operations";

/**
 * Every operation declared once (src/server/operations/define-operation.ts), by the area tRPC names it under:
 * rest-routes.ts and trpc/app-router.ts derive their routes and procedures from here. The order is the API
 * document's.
 */
export const operations = {
  me: meOperations,
  tokens: tokenOperations,
  disciplines: disciplineOperations,
  questions: questionOperations,
  exams: examOperations,
  performance: performanceOperations,
  reports: reportOperations,
  availability: availabilityOperations,
  calendarFeeds: calendarFeedOperations,
  bookings: bookingOperations,
  audit: auditOperations,
  home: homeOperations,
  studentQuestions: studentQuestionOperations,
};
