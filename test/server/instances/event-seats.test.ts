import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/server/config.ts";
import { openDatabase, type Database } from "../../../src/server/kernel/database/database.ts";
import { hashPassword } from "../../../src/server/modules/auth/passwords.ts";
import { eventPayload } from "../kits/events-test-kit.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../kits/smtp-test-server.ts";
import { testDialect } from "../harness/test-app.ts";
import { call, freshPlace, loginOn, startInstance, type Instance, type Place } from "./instances-kit.ts";

const ADMIN = { email: "admin@seats.test", password: "Velvet-Salon-2026" };
const RACERS = 12;

let place: Place;
let smtp: SmtpTestServer;
let database: Database;
let a: Instance;
let b: Instance;
let members: { email: string; cookie: string }[];

/**
 * The last seat of an event asked for at once through two app processes on one database; and the reminder
 * both processes sweep for every second, sent once.
 */
beforeAll(async () => {
  place = await freshPlace("seats");
  smtp = await startSmtpTestServer();
  const env = {
    ...place.env,
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: "true",
    PUBLIC_URL: "https://club.example",
    REMINDER_SWEEP_SECONDS: "1",
  };
  a = await startInstance(env);
  b = await startInstance(env);
  database = openDatabase(loadConfig({ ...place.env, LOG_LEVEL: "silent" }).database);
  const passwordHash = await hashPassword(ADMIN.password);
  const rows = Array.from({ length: RACERS + 1 }, (_, i) => ({
    name: `Racer ${i}`,
    email: `racer-${i}@seats.test`,
    type: "Standard",
    admin: 0,
    password_hash: passwordHash,
    created_at: Date.now(),
  }));
  await database.db.insertInto("users").values(rows).execute();
  members = [];
  for (const [i, row] of rows.entries())
    members.push({ email: row.email, cookie: await loginOn(i % 2 ? b.base : a.base, row.email, ADMIN.password) });
}, 90_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  await smtp?.stop();
  await place?.remove();
});

describe(`the last seat, asked for through two instances on one ${testDialect} database`, () => {
  it(
    "goes to exactly one member; when she leaves, the first waiting gets it and one email",
    { timeout: 60_000 },
    async () => {
      const admin = await loginOn(a.base, ADMIN.email, ADMIN.password);
      const created = await call(a.base, "POST", "/api/events", {
        cookie: admin,
        json: eventPayload({ title: "The last seat", capacity: 2 }),
      });
      expect(created.status).toBe(201);
      const event = (await created.json()) as { id: string };
      const [first, ...racers] = members;
      expect((await call(b.base, "POST", `/api/events/${event.id}/join`, { cookie: first!.cookie })).status).toBe(200);

      const answers = await Promise.all(
        racers.map(async (racer, i) => {
          const response = await call(i % 2 ? a.base : b.base, "POST", `/api/events/${event.id}/join`, {
            cookie: racer.cookie,
          });
          expect(response.status).toBe(200);
          return { racer, ...((await response.json()) as { status: string; position?: number }) };
        }),
      );
      const winners = answers.filter((answer) => answer.status === "joined");
      expect(winners).toHaveLength(1);
      const waiting = answers.filter((answer) => answer.status === "waitlisted");
      expect(waiting.map((answer) => answer.position).sort((x, y) => x! - y!)).toEqual(
        Array.from({ length: RACERS - 1 }, (_, i) => i + 1),
      );
      const seated = await database.db
        .selectFrom("event_participants")
        .select("user_id")
        .where("event_id", "=", event.id)
        .execute();
      expect(seated).toHaveLength(2);
      // The place each was told is her place on the list, whichever instance answered.
      for (const answer of waiting) {
        const seen = await call(b.base, "GET", `/api/events/${event.id}`, { cookie: answer.racer.cookie });
        expect(((await seen.json()) as { waitlist_position: number }).waitlist_position).toBe(answer.position);
      }

      const next = waiting.find((answer) => answer.position === 1)!.racer;
      expect(
        (await call(a.base, "DELETE", `/api/events/${event.id}/leave`, { cookie: winners[0]!.racer.cookie })).status,
      ).toBe(200);
      const seen = (await (await call(b.base, "GET", `/api/events/${event.id}`, { cookie: next.cookie })).json()) as {
        is_participant: boolean;
        waitlist_position: number | null;
      };
      expect(seen).toMatchObject({ is_participant: true, waitlist_position: null });
      await smtp.waitForMessages(1, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const promoted = smtp.received.filter((email) => email.subject === "A seat is yours: The last seat");
      expect(promoted.map((email) => email.envelopeTo)).toEqual([[next.email]]);
    },
  );

  it(
    "sends an event's reminder once, though both instances sweep for it every second",
    { timeout: 60_000 },
    async () => {
      const admin = await loginOn(b.base, ADMIN.email, ADMIN.password);
      const start = new Date(Date.now() + 2 * 3_600_000);
      const end = new Date(start.getTime() + 3_600_000);
      const created = await call(b.base, "POST", "/api/events", {
        cookie: admin,
        json: eventPayload({
          title: "Reminded once",
          timezone: "Etc/UTC",
          event_date: start.toISOString().slice(0, 10),
          start_time: start.toISOString().slice(11, 16),
          end_date: end.toISOString().slice(0, 10),
          end_time: end.toISOString().slice(11, 16),
          reminder_minutes: 60,
        }),
      });
      expect(created.status).toBe(201);
      const event = (await created.json()) as { id: string };
      const guests = members.slice(0, 4);
      for (const [i, guest] of guests.entries()) {
        const joined = await call(i % 2 ? a.base : b.base, "POST", `/api/events/${event.id}/join`, {
          cookie: guest.cookie,
        });
        expect(joined.status).toBe(200);
      }
      // Everyone is in before the reminder falls due: three hours before a start two hours away.
      const due = await call(a.base, "PUT", `/api/events/${event.id}`, {
        cookie: admin,
        json: { reminder_minutes: 180 },
      });
      expect(due.status).toBe(200);
      const deadline = Date.now() + 30_000;
      const reminded = () => smtp.received.filter((email) => email.subject.startsWith("Reminder: Reminded once"));
      while (reminded().length < guests.length && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      // Several more sweeps of each instance: a duplicate would have come.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(
        reminded()
          .flatMap((email) => email.envelopeTo)
          .sort(),
      ).toEqual(guests.map((g) => g.email).sort());
      expect(reminded().every((email) => /text\/calendar/i.test(email.raw))).toBe(true);
      const queued = await database.db
        .selectFrom("outbox")
        .select("recipient_email")
        .where("kind", "=", "event-reminder")
        .execute();
      expect(queued).toHaveLength(guests.length);
    },
  );
});
