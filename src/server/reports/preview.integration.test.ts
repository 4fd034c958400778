import { expect, it } from "vitest";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testCtx, testDeps } from "../../../tests/support/deps";
import { groupsUsageWithPrevious, previewReport } from "./preview";
import { nowMs, now as appNow } from "@/server/time/now";

describeEachDatabase("report previews for the downloads page", (database) => {
  const wide = { start_date: Date.UTC(2000, 0, 1), end_date: Date.UTC(2100, 0, 1) };

  it("reads the first 20 rows of a row report and closes the cursor", async () => {
    const { prisma } = database();
    const ana = await testCtx(testDeps(database()), await demoUser(prisma, demo.ana), "http://app");
    const rows = await previewReport(ana, { report: "questions", input: wide });
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveProperty("question_status");
    expect(await previewReport(ana, { report: "bookings", input: wide })).toHaveLength(20);
    // The pool has its connection back: the next query does not wait for a leaked cursor.
    await expect(prisma.school.count()).resolves.toBeGreaterThan(0);
  });

  it("compares groups usage with the previous period of the same length", async () => {
    const { prisma } = database();
    const ana = await testCtx(testDeps(database()), await demoUser(prisma, demo.ana), "http://app");
    const thisYear = Date.UTC(appNow().getUTCFullYear(), 0, 1);
    const result = await groupsUsageWithPrevious(ana, {
      start_date: thisYear,
      end_date: nowMs(),
      group_ids: ana.scope.groupIds,
      show_disciplines: false,
      show_teachers: false,
    });
    expect(result.current.total_questions).toBeGreaterThan(0);
    expect(result.previous.total_questions).toBeGreaterThanOrEqual(0);
    expect(result.previous.end_date).not.toBe(result.current.end_date);
  });
});
