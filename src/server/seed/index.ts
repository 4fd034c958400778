/** Deterministic demo data: `seedDemo(prisma, { scale })` wipes the domain tables and fills them. */
export { seedDemo, generateDemoData, seedPlan, type SeedOptions, type SeedSummary } from "./seed-demo";
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./build-people";
export { DEMO_STUDENT_GROUP } from "./build-schools";
export { DISCIPLINES, KNOWLEDGE_AREAS, NAMED_SCHOOLS } from "./catalog";
export { TABLES, type TableName } from "./write";
export type { BookingOutcome } from "./build-bookings";
export type { DemoRows } from "./types";
