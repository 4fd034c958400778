import { apiClient } from "./api-client";
import { auditFlow } from "./flows/audit-flow";
import { availabilityFlow } from "./flows/availability-flow";
import { bookingsFlow } from "./flows/bookings-flow";
import { disciplinesFlow } from "./flows/disciplines-flow";
import { examsFlow } from "./flows/exams-flow";
import { identityFlow } from "./flows/identity-flow";
import { feedsFlow } from "./flows/feeds-flow";
import { interchangeFlow } from "./flows/interchange-flow";
import { mediaFlow } from "./flows/media-flow";
import { questionsFlow } from "./flows/questions-flow";
import { readsFlow } from "./flows/reads-flow";
import { reportsFlow } from "./flows/reports-flow";
import { seriesFlow } from "./flows/series-flow";
import { subjectsFlow } from "./flows/subjects-flow";

/**
 * One flow per area of the API, as an integrator's program would run them: API_URL, and the tokens of a school
 * admin (STAFF_TOKEN), a teacher (TEACHER_TOKEN) and a platform admin (ADMIN_TOKEN). Exits non-zero at the first
 * surprise.
 */
async function main() {
  const { API_URL, STAFF_TOKEN, TEACHER_TOKEN, ADMIN_TOKEN } = process.env;
  if (!API_URL || !STAFF_TOKEN || !TEACHER_TOKEN || !ADMIN_TOKEN)
    throw new Error("API_URL, STAFF_TOKEN, TEACHER_TOKEN and ADMIN_TOKEN are needed");
  const staff = apiClient(API_URL, STAFF_TOKEN);
  const me = await identityFlow(staff, API_URL);
  const schoolId = me.schools[0]?.id;
  if (!schoolId) throw new Error("no school");
  const discipline = await disciplinesFlow(staff, schoolId);
  await subjectsFlow(staff, discipline.disciplineId);
  await questionsFlow(staff, { schoolId, ...discipline });
  await mediaFlow(staff, API_URL, schoolId);
  await interchangeFlow(staff, { schoolId, ...discipline });
  const group = me.groups.find((g) => g.school_id === schoolId && g.discipline_ids.length > 0);
  if (!group) throw new Error("no group with a discipline in the school");
  await examsFlow(staff, group);
  const teacher = apiClient(API_URL, TEACHER_TOKEN);
  await availabilityFlow(teacher);
  await seriesFlow(teacher);
  await feedsFlow(teacher);
  const booking = await bookingsFlow(teacher);
  await auditFlow(apiClient(API_URL, ADMIN_TOKEN), booking);
  await readsFlow(staff, teacher);
  await reportsFlow(staff, group.id);
  console.log("all flows passed");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
