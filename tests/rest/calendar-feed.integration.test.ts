import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { freeSlot } from "../support/booking-slot";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { daysAhead, feedBlock } from "../support/feed-fixtures";
import { startRestServer } from "../support/rest-server";
import { now as appNow } from "@/server/time/now";

describeEachDatabase("calendar feeds over HTTP", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  beforeAll(async () => {
    server = await startRestServer(testDeps(database()));
  });
  afterAll(() => server.close());

  const call = async (email: string, method: string, path: string, body?: object) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { ...(await bearer(database().prisma, email)), "content-type": "application/json" },
      body: body && JSON.stringify(body),
    });

  it("serves a teacher's blocks and bookings as iCalendar in the school's zone, until revoked", async () => {
    const { prisma } = database();
    const slot = await freeSlot(prisma, 3);
    const start = daysAhead(23);
    const block = await feedBlock(prisma, slot.tiago.id, start);
    const booking = await prisma.booking.create({
      data: { ...bookingData(slot, new Date(start.getTime() + 2 * 3_600_000)), durationMinutes: 45 },
      include: { student: true, discipline: true },
    });
    const { id: cancelledId } = await prisma.booking.create({
      data: { ...bookingData(slot, new Date(start.getTime() + 4 * 3_600_000)), cancelledAt: appNow() },
    });
    try {
      const created = await call(demo.tiago, "POST", "/api/calendar-feeds", {});
      expect(created.status).toBe(201);
      const { url, id } = (await created.json()) as { url: string; id: string };
      expect(url.startsWith(`${server.url}/api/calendar/`)).toBe(true);

      // No session, no token: the secret in the URL is the whole credential.
      const feed = await fetch(url);
      expect(feed.status).toBe(200);
      expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(feed.headers.get("cache-control")).toContain("no-store");
      const text = await feed.text();
      expect(text).toContain("DTSTART;TZID=America/Sao_Paulo:");
      const parsed = ical.sync.parseICS(text);
      const zones = Object.values(parsed).filter((c) => c?.type === "VTIMEZONE");
      expect(zones.map((z) => (z as { tzid: string }).tzid)).toEqual(["America/Sao_Paulo"]);

      const blockEvent = parsed[`block-${block.id}`] as VEvent;
      expect(blockEvent.type).toBe("VEVENT");
      expect(blockEvent.start.toISOString()).toBe(block.startDate.toISOString());
      expect(blockEvent.end?.toISOString()).toBe(block.endDate.toISOString());
      expect(blockEvent.start.tz).toBe("America/Sao_Paulo");
      expect(blockEvent.summary).toBe(`Indisponível: ${block.reason}`);
      // 13:00 UTC is 10:00 in São Paulo: the wall clock the teacher sees.
      expect(text).toContain(`DTSTART;TZID=America/Sao_Paulo:${wallClock(start, -3)}`);

      const bookingEvent = parsed[`booking-${booking.id}`] as VEvent;
      expect(bookingEvent.start.toISOString()).toBe(booking.scheduledFor.toISOString());
      expect(bookingEvent.end!.getTime() - bookingEvent.start.getTime()).toBe(45 * 60_000);
      const student = `${booking.student.firstName} ${booking.student.lastName}`;
      expect(bookingEvent.summary).toBe(`Aula de ${booking.discipline.name} com ${student}`);

      // A cancelled booking is left out: a subscribed calendar drops it.
      expect(parsed[`booking-${cancelledId}`]).toBeUndefined();

      const english = await (await fetch(url, { headers: { "accept-language": "en-US,en;q=0.9" } })).text();
      expect(english).toContain(`SUMMARY:Unavailable: ${block.reason}`);

      // The feed's secret authenticates nothing else.
      const secret = url.slice(url.lastIndexOf("/") + 1, -".ics".length);
      expect((await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${secret}` } })).status).toBe(
        401,
      );

      expect((await call(demo.tiago, "DELETE", `/api/calendar-feeds/${id}`)).status).toBe(200);
      const revoked = await fetch(url);
      expect(revoked.status).toBe(404);
      expect((await revoked.json()).error.code).toBe("NOT_FOUND");
    } finally {
      await prisma.booking.deleteMany({ where: { id: { in: [booking.id, cancelledId] } } });
      await prisma.availabilityBlock.delete({ where: { id: block.id } });
    }
  });

  it("answers 404 to a URL that opens no feed, and refuses students", async () => {
    const unknown = `lpc_${"A".repeat(43)}.ics`;
    for (const file of [unknown, "nope.ics", `lpc_${"A".repeat(43)}`])
      expect((await fetch(`${server.url}/api/calendar/${file}`)).status).toBe(404);
    expect((await call(demo.sofia, "POST", "/api/calendar-feeds", {})).status).toBe(403);
    expect((await call(demo.sofia, "GET", "/api/calendar-feeds")).status).toBe(403);
  });

  it("gives a school admin their school's feed, naming each teacher", async () => {
    const { prisma } = database();
    const school = await prisma.school.findFirstOrThrow({ where: { name: "Escola Aurora" } });
    const tiago = await prisma.user.findUniqueOrThrow({ where: { email: demo.tiago } });
    const block = await feedBlock(prisma, tiago.id, daysAhead(24));
    try {
      const created = await call(demo.ana, "POST", "/api/calendar-feeds", { school_id: school.id });
      expect(created.status).toBe(201);
      const { url, id } = (await created.json()) as { url: string; id: string };
      const parsed = ical.sync.parseICS(await (await fetch(url)).text());
      const event = parsed[`block-${block.id}`] as VEvent;
      expect(event.summary).toBe(`${tiago.firstName} ${tiago.lastName} — indisponível: ${block.reason}`);
      const slots = await (await call(demo.ana, "GET", "/api/calendar-feeds")).json();
      expect(slots).toEqual([
        { school_id: school.id, school_name: school.name, feed: expect.objectContaining({ id }) },
      ]);
      expect(JSON.stringify(slots)).not.toContain(url);
      await call(demo.ana, "DELETE", `/api/calendar-feeds/${id}`);
    } finally {
      await prisma.availabilityBlock.delete({ where: { id: block.id } });
    }
  });
});

const bookingData = (slot: Awaited<ReturnType<typeof freeSlot>>, scheduledFor: Date) => ({
  schoolId: slot.schedule.schoolId,
  groupId: slot.groupId,
  studentId: slot.studentId,
  teacherId: slot.tiago.id,
  disciplineId: slot.schedule.disciplineId,
  scheduledFor,
});

/** YYYYMMDDTHHMMSS of an instant at a fixed offset in hours. */
const wallClock = (at: Date, offsetHours: number) =>
  new Date(at.getTime() + offsetHours * 3_600_000)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "");
