import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { freeSlot } from "../support/booking-slot";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { jsonClient, type JsonClient } from "../support/http";
import { startRestServer } from "../support/rest-server";

const unknownId = "00000000-0000-4000-8000-00000000beef";
const hour = 3_600_000;

/**
 * A 201 whose record can be read carries Location, and a GET of it answers the record (docs/api.md, "HTTP
 * conventions"), to the callers its list answers: tokens and calendar feeds are personal (404 to anyone else, as an
 * unknown id); a block or a booking of a teacher the caller does not manage, and a subject of a discipline outside
 * the access, are 403 as on their writes (docs/security.md). The question import's 201 has none.
 */
describeEachDatabase("Location of a new record, read back", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let as: Record<"admin" | "ana" | "bruno" | "tiago" | "colleague" | "sofia", JsonClient>;
  let aurora: string;
  beforeAll(async () => {
    const { prisma } = database();
    server = await startRestServer(testDeps(database()));
    const client = async (email: string) => jsonClient(server.url, await bearer(prisma, email));
    // Another teacher of Tiago's school: the school's admin manages both calendars, neither teacher the other's.
    const colleague = await prisma.user.findFirstOrThrow({
      where: {
        role: "TEACHER",
        email: { not: demo.tiago },
        blockedAt: null,
        schoolMemberships: { some: { school: { name: "Escola Aurora" } } },
      },
      orderBy: { email: "asc" },
    });
    as = {
      admin: await client(demo.admin),
      ana: await client(demo.ana),
      bruno: await client(demo.bruno),
      tiago: await client(demo.tiago),
      colleague: await client(colleague.email),
      sofia: await client(demo.sofia),
    };
    aurora = (await prisma.school.findFirstOrThrow({ where: { name: "Escola Aurora" } })).id;
  });
  afterAll(() => server.close());

  /** The Location of a 201, which must be the given path. */
  const locationOf = (answer: Awaited<ReturnType<JsonClient>>, path: string) => {
    expect(answer.status).toBe(201);
    expect(answer.headers.get("location")).toBe(path);
    return path;
  };

  /** Who may read a record of Tiago's calendar at `path` (200) and who may not (403, with the reason). */
  async function expectReaders(path: string, body: unknown) {
    for (const reader of [as.tiago, as.ana, as.admin])
      expect(await reader("GET", path)).toMatchObject({ status: 200, body });
    const refused = async (client: JsonClient) => {
      const answer = await client("GET", path);
      return [answer.status, answer.body.error.reason];
    };
    expect(await refused(as.colleague)).toEqual([403, "teacher_own_only"]);
    expect(await refused(as.bruno)).toEqual([403, "teacher_outside_access"]);
    expect((await as.sofia("GET", path)).status).toBe(403);
  }

  it("a new token is read back at its Location, without its secret; another user's is not found", async () => {
    const created = await as.tiago("POST", "/api/tokens", { name: "Location" });
    const location = locationOf(created, `/api/tokens/${created.body.id}`);
    const { token, ...record } = created.body;
    const read = await as.tiago("GET", location);
    expect([read.status, read.body]).toEqual([200, record]);
    expect(JSON.stringify(read.body)).not.toContain(token);
    // Tokens are personal: to anyone else, the same 404 as an id of no token.
    const theirs = await as.ana("GET", location);
    const unknown = await as.tiago("GET", `/api/tokens/${unknownId}`);
    expect([theirs.status, theirs.body]).toEqual([404, unknown.body]);
    expect(unknown.body.error.reason).toBe("token_not_found");
  });

  it("a new calendar feed is read back at its Location as the list shows it; rotated or another's: 404", async () => {
    const feeds: string[] = [];
    const create = async (client: JsonClient, body: object) => {
      const created = await client("POST", "/api/calendar-feeds", body);
      feeds.push(created.body.id);
      return created;
    };
    try {
      const created = await create(as.tiago, {});
      const location = locationOf(created, `/api/calendar-feeds/${created.body.id}`);
      const { url, ...record } = created.body;
      const read = await as.tiago("GET", location);
      expect([read.status, read.body]).toEqual([200, record]);
      expect(JSON.stringify(read.body)).not.toContain(new URL(url).pathname);
      const listed = (await as.tiago("GET", "/api/calendar-feeds")).body;
      expect(listed.map((slot: { feed: unknown }) => slot.feed)).toContainEqual(read.body);

      const unknown = await as.tiago("GET", `/api/calendar-feeds/${unknownId}`);
      expect(unknown.body.error.reason).toBe("calendar_feed_not_found");
      expect(await as.ana("GET", location)).toMatchObject({ status: 404, body: unknown.body });
      // A rotation revokes the feed: the list no longer shows it, nor does its read.
      const rotated = await create(as.tiago, {});
      expect(await as.tiago("GET", location)).toMatchObject({ status: 404, body: unknown.body });
      expect((await as.tiago("GET", `/api/calendar-feeds/${rotated.body.id}`)).status).toBe(200);
      const school = await create(as.ana, { school_id: aurora });
      const schoolFeed = locationOf(school, `/api/calendar-feeds/${school.body.id}`);
      expect((await as.ana("GET", schoolFeed)).body).toMatchObject({ id: school.body.id, school_id: aurora });
    } finally {
      // Other files expect Tiago and Ana without a feed.
      await database().prisma.calendarFeed.deleteMany({ where: { id: { in: feeds } } });
    }
  });

  it("a new subject is read back at its Location by whoever reads its discipline; outside it 403", async () => {
    const { prisma } = database();
    const discipline = await as.ana("POST", "/api/disciplines", { name: "Location", owner_ids: [aurora] });
    const path = `/api/disciplines/${discipline.body.id}/subjects`;
    try {
      const created = await as.ana("POST", path, { name: "Cônicas" });
      const location = locationOf(created, `${path}/${created.body.id}`);
      expect(created.body).toEqual({
        id: expect.any(Number),
        discipline_id: discipline.body.id,
        name: "Cônicas",
        enabled: true,
        icon_url: null,
      });
      for (const reader of [as.ana, as.tiago])
        expect(await reader("GET", location)).toMatchObject({ status: 200, body: created.body });
      // As GET /api/disciplines/{id} answers: another school's discipline 403, an unknown one 404.
      expect((await as.bruno("GET", location)).body.error).toMatchObject({
        code: "FORBIDDEN",
        reason: "discipline_outside_access",
      });
      expect((await as.ana("GET", `/api/disciplines/2147483000/subjects/${created.body.id}`)).status).toBe(404);
      // A subject of another discipline, or an unknown one, is not this discipline's.
      const other = await prisma.subject.findFirstOrThrow({ where: { disciplineId: { not: discipline.body.id } } });
      for (const subjectId of [other.id, 2147483000]) {
        const answer = await as.ana("GET", `${path}/${subjectId}`);
        expect([answer.status, answer.body.error.reason]).toEqual([404, "subject_not_found"]);
      }
    } finally {
      await prisma.discipline.delete({ where: { id: discipline.body.id } });
    }
  });

  it("the question import's 201 has no Location: each created question is read at its own path", async () => {
    const { prisma } = database();
    const discipline = await prisma.discipline.findFirstOrThrow({
      where: { owners: { some: { schoolId: aurora } } },
      orderBy: { id: "asc" },
    });
    const query = new URLSearchParams({
      school_id: aurora,
      discipline_id: String(discipline.id),
      subject: "Location",
      source: "Location",
    });
    // The text is the test's own: a question the bank already has under the discipline is a duplicate, not created.
    const gift = `::Location:: Quanto é 2 + 2 (${crypto.randomUUID()})? {=4 ~3 ~5}\n`;
    const response = await fetch(`${server.url}/api/exams/questions-db/import?${query}`, {
      method: "POST",
      headers: { ...(await bearer(prisma, demo.ana)), "content-type": "text/plain" },
      body: gift,
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(201);
    expect(response.headers.get("location")).toBeNull();
    const { created } = body as { created: string[] };
    try {
      expect(created).toHaveLength(1);
      expect((await as.ana("GET", `/api/exams/questions-db/${created[0]}`)).status).toBe(200);
    } finally {
      await prisma.bankQuestion.deleteMany({ where: { id: { in: created } } });
      await prisma.subject.deleteMany({ where: { disciplineId: discipline.id, name: "Location" } });
    }
  });

  it("a new block is read back at its Location as the list shows it; an unknown block is 404", async () => {
    const slot = await freeSlot(database().prisma, 70);
    const created = await as.tiago("POST", "/api/bookings/availability-blocks", {
      teacher_id: slot.tiago.id,
      start_date: slot.start,
      end_date: slot.start + hour,
      reason: "Location",
    });
    const location = locationOf(created, `/api/bookings/availability-blocks/${created.body.id}`);
    const { conflicts, ...block } = created.body;
    expect(conflicts).toEqual([]);
    await expectReaders(location, block);
    const listed = await as.tiago(
      "GET",
      `/api/bookings/availability-blocks?start_date=${slot.start}&end_date=${slot.start + hour}`,
    );
    expect(listed.body).toContainEqual(block);
    const unknown = await as.ana("GET", `/api/bookings/availability-blocks/${unknownId}`);
    expect([unknown.status, unknown.body.error.reason]).toEqual([404, "block_not_found"]);
    await as.tiago("DELETE", location);
    expect((await as.tiago("GET", location)).status).toBe(404);
  });

  it("a new booking is read back at its Location, and once a block cancels it; an unknown one is 404", async () => {
    const slot = await freeSlot(database().prisma, 71);
    const created = await as.ana("POST", "/api/bookings", {
      student_id: slot.studentId,
      teacher_id: slot.tiago.id,
      discipline_id: slot.schedule.disciplineId,
      group_id: slot.groupId,
      scheduled_for: slot.start,
    });
    const location = locationOf(created, `/api/bookings/${created.body.id}`);
    expect(created.body).toMatchObject({ scheduled_for: new Date(slot.start).toISOString(), cancelled_at: null });
    await expectReaders(location, created.body);

    const block = await as.tiago("POST", "/api/bookings/availability-blocks", {
      teacher_id: slot.tiago.id,
      start_date: slot.start,
      end_date: slot.start + hour,
      reason: "Location",
      cancel_conflicts: true,
    });
    try {
      expect(block.body.conflicts).toMatchObject([{ id: created.body.id, cancelled: true }]);
      const row = await database().prisma.booking.findUniqueOrThrow({ where: { id: created.body.id } });
      const cancelled = await as.tiago("GET", location);
      expect(cancelled.body).toEqual({ ...created.body, cancelled_at: row.cancelledAt!.toISOString() });
    } finally {
      await as.tiago("DELETE", `/api/bookings/availability-blocks/${block.body.id}`);
      await database().prisma.booking.delete({ where: { id: created.body.id } });
    }
    const unknown = await as.ana("GET", `/api/bookings/${unknownId}`);
    expect([unknown.status, unknown.body.error.reason]).toEqual([404, "booking_not_found"]);
  });
});
