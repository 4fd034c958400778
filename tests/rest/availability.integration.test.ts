import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { freeSlot } from "../support/booking-slot";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { getWithBody, jsonClient, type JsonClient } from "../support/http";
import { startRestServer } from "../support/rest-server";
import { now as appNow } from "@/server/time/now";

const hour = 3_600_000;

describeEachDatabase("availability blocks and bookings over HTTP", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let as: Record<"admin" | "ana" | "bruno" | "tiago" | "sofia" | "anonymous", JsonClient>;
  beforeAll(async () => {
    const { prisma } = database();
    server = await startRestServer(testDeps(database()));
    const client = async (email: string) => jsonClient(server.url, await bearer(prisma, email));
    as = {
      admin: await client(demo.admin),
      ana: await client(demo.ana),
      bruno: await client(demo.bruno),
      tiago: await client(demo.tiago),
      sofia: await client(demo.sofia),
      anonymous: jsonClient(server.url, {}),
    };
  });
  afterAll(() => server.close());

  it("lists the current year's blocks by default, within scope, with the shape of spec 2.6", async () => {
    const { prisma } = database();
    const all = await as.admin("GET", "/api/bookings/availability-blocks");
    expect(all.status).toBe(200);
    const year = appNow().getUTCFullYear();
    const inYear = await prisma.availabilityBlock.count({
      where: {
        startDate: { lt: new Date(Date.UTC(year + 1, 0, 1, 3)) },
        endDate: { gt: new Date(Date.UTC(year, 0, 1, 3)) },
      },
    });
    expect(all.body).toHaveLength(inYear);
    expect(Object.keys(all.body[0])).toEqual([
      "id",
      "start_date",
      "end_date",
      "reason",
      "created_at",
      "teacher",
      "created_by",
    ]);
    expect(Object.keys(all.body[0].teacher)).toEqual([
      "id",
      "first_name",
      "last_name",
      "profile_photo_url",
      "disciplines",
    ]);

    const auroraTeachers = new Set(
      (
        await prisma.user.findMany({
          where: { role: "TEACHER", schoolMemberships: { some: { school: { name: "Escola Aurora" } } } },
        })
      ).map((u) => u.id),
    );
    const ana = (await as.ana("GET", "/api/bookings/availability-blocks")).body;
    expect(ana.length).toBeGreaterThan(0);
    expect(ana.every((b: { teacher: { id: string } }) => auroraTeachers.has(b.teacher.id))).toBe(true);
    const tiago = (await as.tiago("GET", "/api/bookings/availability-blocks")).body;
    expect(new Set(tiago.map((b: { teacher: { first_name: string } }) => b.teacher.first_name))).toEqual(
      new Set(["Tiago"]),
    );
    expect((await as.sofia("GET", "/api/bookings/availability-blocks")).status).toBe(403);
    expect((await as.anonymous("GET", "/api/bookings/availability-blocks")).status).toBe(401);
  });

  it("takes the range from the query string or a JSON body (query wins) and includes overlapping blocks", async () => {
    const slot = await freeSlot(database().prisma, 40);
    const block = await as.tiago("POST", "/api/bookings/availability-blocks", {
      teacher_id: slot.tiago.id,
      start_date: slot.start,
      end_date: slot.start + 2 * hour,
      reason: "Consulta médica",
    });
    expect(block.status).toBe(201);
    const overlapping = `start_date=${slot.start + hour}&end_date=${slot.start + 3 * hour}`;
    expect(
      (await as.tiago("GET", `/api/bookings/availability-blocks?${overlapping}`)).body.map((b: { id: string }) => b.id),
    ).toEqual([block.body.id]);
    const auth = await bearer(database().prisma, demo.tiago);
    const viaBody = await getWithBody(`${server.url}/api/bookings/availability-blocks`, auth, {
      start_date: slot.start - hour,
      end_date: slot.start + 1,
    });
    expect((viaBody.body as { id: string }[]).map((b) => b.id)).toEqual([block.body.id]);
    const queryWins = await getWithBody(
      `${server.url}/api/bookings/availability-blocks?start_date=${slot.start + 5 * hour}`,
      auth,
      { start_date: slot.start - hour, end_date: slot.start + 6 * hour },
    );
    expect(queryWins.body).toEqual([]);
    expect((await as.tiago("GET", "/api/bookings/availability-blocks?start_date=tomorrow")).status).toBe(400);
    expect(
      (await as.tiago("GET", `/api/bookings/availability-blocks?start_date=${slot.start}&end_date=${slot.start - 1}`))
        .status,
    ).toBe(422);
  });

  it("refuses overlaps (409), bad windows (422), other teachers (403), unknown blocks (404)", async () => {
    const slot = await freeSlot(database().prisma, 41);
    const window = {
      teacher_id: slot.tiago.id,
      start_date: slot.start,
      end_date: slot.start + hour,
      reason: "Formação",
    };
    const created = await as.ana("POST", "/api/bookings/availability-blocks", window);
    expect(created.status).toBe(201);
    expect(created.body.created_by.first_name).toBe("Ana");
    const overlap = await as.tiago("POST", "/api/bookings/availability-blocks", {
      ...window,
      start_date: slot.start + 30 * 60_000,
      end_date: slot.start + 2 * hour,
    });
    expect(overlap.status).toBe(409);
    // The stable reason, and the block it overlaps in the issue's params (its message is English).
    expect(overlap.body.error).toMatchObject({
      code: "CONFLICT",
      reason: "block_overlap",
      issues: [{ path: ["start_date"], code: "block_overlap", params: { id: created.body.id } }],
    });
    const reversed = await as.tiago("POST", "/api/bookings/availability-blocks", {
      ...window,
      start_date: slot.start + 2 * hour,
      end_date: slot.start + hour,
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.error.issues).toEqual([
      { path: ["end_date"], code: "end_not_after_start", message: "start_date must be before end_date" },
    ]);
    const tooLong = await as.tiago("POST", "/api/bookings/availability-blocks", {
      ...window,
      start_date: slot.start + 2 * hour,
      end_date: slot.start + 40 * 24 * hour,
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.issues[0]).toMatchObject({ code: "block_too_long", params: { days: 31 } });
    const otherTeacher = await database().prisma.user.findFirstOrThrow({
      where: {
        role: "TEACHER",
        id: { not: slot.tiago.id },
        schoolMemberships: { some: { school: { name: "Escola Aurora" } } },
      },
    });
    expect(
      (await as.tiago("POST", "/api/bookings/availability-blocks", { ...window, teacher_id: otherTeacher.id })).status,
    ).toBe(403);
    expect((await as.bruno("POST", "/api/bookings/availability-blocks", window)).status).toBe(403);
    expect(
      (await as.bruno("PATCH", `/api/bookings/availability-blocks/${created.body.id}`, { reason: "x" })).status,
    ).toBe(403);
    const moved = await as.tiago("PATCH", `/api/bookings/availability-blocks/${created.body.id}`, {
      reason: "Formação pedagógica",
      end_date: slot.start + 90 * 60_000,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      reason: "Formação pedagógica",
      end_date: new Date(slot.start + 90 * 60_000).toISOString(),
    });
    expect(
      (await as.tiago("PATCH", `/api/bookings/availability-blocks/${crypto.randomUUID()}`, { reason: "x" })).status,
    ).toBe(404);
    expect((await as.tiago("DELETE", `/api/bookings/availability-blocks/${created.body.id}`)).status).toBe(204);
    expect((await as.tiago("DELETE", `/api/bookings/availability-blocks/${created.body.id}`)).status).toBe(404);
  });

  it("books only inside the schedule and outside blocks, and lists or cancels conflicts of a new block", async () => {
    const slot = await freeSlot(database().prisma, 42);
    const booking = {
      student_id: slot.studentId,
      teacher_id: slot.tiago.id,
      discipline_id: slot.schedule.disciplineId,
      group_id: slot.groupId,
      scheduled_for: slot.start,
      duration_minutes: 30,
    };
    const created = await as.ana("POST", "/api/bookings", booking);
    expect(created.status).toBe(201);
    expect(
      (await as.ana("POST", "/api/bookings", { ...booking, scheduled_for: slot.start + 15 * 60_000 })).status,
    ).toBe(409);
    expect(
      (await as.ana("POST", "/api/bookings", { ...booking, scheduled_for: slot.start - 24 * hour + 3 * 60_000 }))
        .status,
    ).toBe(409);

    const listed = await as.tiago("POST", "/api/bookings/availability-blocks", {
      teacher_id: slot.tiago.id,
      start_date: slot.start,
      end_date: slot.start + hour,
      reason: "Reunião",
    });
    expect(listed.body.conflicts).toEqual([
      {
        id: created.body.id,
        scheduled_for: new Date(slot.start).toISOString(),
        student_name: expect.any(String),
        cancelled: false,
      },
    ]);
    expect(
      (await database().prisma.booking.findUniqueOrThrow({ where: { id: created.body.id } })).cancelledAt,
    ).toBeNull();
    expect(
      (await as.ana("POST", "/api/bookings", { ...booking, scheduled_for: slot.start + 30 * 60_000 })).status,
    ).toBe(409);

    await as.tiago("DELETE", `/api/bookings/availability-blocks/${listed.body.id}`);
    const cancelling = await as.tiago("POST", "/api/bookings/availability-blocks", {
      teacher_id: slot.tiago.id,
      start_date: slot.start,
      end_date: slot.start + hour,
      reason: "Reunião",
      cancel_conflicts: true,
    });
    expect(cancelling.body.conflicts[0]).toMatchObject({ id: created.body.id, cancelled: true });
    const cancelled = await database().prisma.booking.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(cancelled.cancelledById).toBe(slot.tiago.id);
  });

  it("lets exactly one of 20 concurrent bookings of one slot win", async () => {
    const slot = await freeSlot(database().prisma, 43);
    const booking = {
      student_id: slot.studentId,
      teacher_id: slot.tiago.id,
      discipline_id: slot.schedule.disciplineId,
      group_id: slot.groupId,
      scheduled_for: slot.start,
      duration_minutes: 30,
    };
    const responses = await Promise.all(Array.from({ length: 20 }, () => as.ana("POST", "/api/bookings", booking)));
    expect(responses.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(
      await database().prisma.booking.count({
        where: { teacherId: slot.tiago.id, scheduledFor: new Date(slot.start), cancelledAt: null },
      }),
    ).toBe(1);
  });
});
