import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createMember,
  login,
  queuedEmails,
  startTestServer,
  testDialect,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { testMailWorker } from "../../../../test/server/kits/outbox-test-kit.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../../../../test/server/kits/smtp-test-server.ts";
import { count, eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { sendDueReminders } from "./reminders.ts";

/** The reminder email a set time before the start, once, with its .ics; the VALARM in calendars. */

let smtp: SmtpTestServer;
let server: TestServer;

const person = async (type: "Standard" | "Founding" = "Standard") => {
  const member = await createMember(server, { type });
  return { ...member, cookie: await login(server.app, member.email) };
};
type Person = Awaited<ReturnType<typeof person>>;
let creator: Person;

const call = (who: Person, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie: who.cookie } });

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: "https://club.example" });
  creator = await person("Founding");
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

/** The event of eventPayload starts on 2031-06-14 at 15:00 in Los Angeles. */
const START = Date.parse("2031-06-14T22:00:00.000Z");
const HOUR = 3_600_000;
const sweep = (now: number) => sendDueReminders(server.database.db, server.app.mail, server.app.club, now);
const reminders = async (who: Person) =>
  (await queuedEmails(server, who.email)).filter((email) => email.kind === "event-reminder");

async function createEvent(overrides: Record<string, unknown> = {}) {
  const answer = await call(creator, "POST", "/api/events", eventPayload(overrides));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: string; slug: string; title: string; reminder_minutes: number | null };
}

describe(`event reminders (${testDialect})`, () => {
  it("are a day before by default, the creator's choice, or off; out-of-range choices answer 400", async () => {
    expect((await createEvent()).reminder_minutes).toBe(1440);
    expect((await createEvent({ reminder_minutes: 180 })).reminder_minutes).toBe(180);
    const off = await createEvent({ reminder_minutes: null });
    expect(off.reminder_minutes).toBeNull();
    // A change that does not name it keeps it.
    expect((await call(creator, "PUT", `/api/events/${off.id}`, { title: "Still off" })).json().reminder_minutes).toBe(
      null,
    );
    const before = await count(server, "events");
    for (const bad of [4, 43_201, 1.5, "soon"]) {
      const answer = await call(creator, "POST", "/api/events", eventPayload({ reminder_minutes: bad }));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().details[0].path).toBe("body.reminder_minutes");
    }
    expect(await count(server, "events")).toBe(before);
  });

  it("go to each active participant once when due, not to those waiting, and again only for a new start", async () => {
    const event = await createEvent({ title: "Reminder supper", capacity: 3 });
    const [a, c, deactivated, waiting] = [await person(), await person(), await person(), await person()];
    for (const who of [a, c, deactivated, waiting]) await call(who, "POST", `/api/events/${event.id}/join`);
    await server.database.db
      .updateTable("users")
      .set({ active: 0 })
      .where("user_id", "=", deactivated.userId)
      .execute();

    await sweep(START - 25 * HOUR);
    expect(await reminders(a)).toEqual([]);
    await sweep(START - 23 * HOUR);
    const [email] = await reminders(a);
    expect(email!.subject).toBe("Reminder: Reminder supper, Saturday, June 14, 2031 at 3:00 PM (America/Los Angeles)");
    expect(email!.text_body).toContain("1 Vineyard Lane, Napa, California 94558");
    expect(email!.text_body).toContain(`/events/${event.id}`);
    expect(await reminders(c)).toHaveLength(1);
    expect(await reminders(waiting)).toHaveLength(0);
    expect(await reminders(deactivated)).toHaveLength(0);

    await sweep(START - 22 * HOUR);
    expect(await reminders(a)).toHaveLength(1);
    // The start moves an hour later: a reminder for the new start, once.
    await call(creator, "PUT", `/api/events/${event.id}`, { start_time: "16:00", end_time: "20:00" });
    await sweep(START - 20 * HOUR);
    await sweep(START - 20 * HOUR);
    expect(await reminders(a)).toHaveLength(2);
    // After the start, nothing more.
    await sweep(START + HOUR);
    expect(await reminders(a)).toHaveLength(2);
  });

  it("are queued once however many sweeps run at the same moment", async () => {
    const event = await createEvent({ title: "Busy evening" });
    const guests = await Promise.all(Array.from({ length: 6 }, () => person()));
    for (const who of guests) await call(who, "POST", `/api/events/${event.id}/join`);
    const queued = await Promise.all(Array.from({ length: 5 }, () => sweep(START - 2 * HOUR)));
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(6);
    for (const who of guests) expect(await reminders(who)).toHaveLength(1);
  });

  it("are not sent for an event whose reminder is off", async () => {
    const event = await createEvent({ reminder_minutes: null });
    const member = await person();
    await call(member, "POST", `/api/events/${event.id}/join`);
    await sweep(START - HOUR);
    expect(await reminders(member)).toEqual([]);
  });

  it("arrive through a real SMTP server with the event's .ics attached, and the link of a virtual event", async () => {
    const event = await createEvent({
      title: "Virtual salon",
      is_physical: false,
      virtual_link: "https://meet.example.org/salon",
      reminder_minutes: 60,
    });
    const member = await person();
    await call(member, "POST", `/api/events/${event.id}/join`);
    await sweep(START - 30 * 60_000);
    const worker = testMailWorker(server);
    await worker.drain();
    await worker.stop();
    const received = smtp.received.find((email) => email.envelopeTo.includes(member.email))!;
    expect(received.subject).toContain("Reminder: Virtual salon");
    expect(received.text).toContain("https://meet.example.org/salon");
    expect(received.raw).toMatch(/Content-Type: text\/calendar/i);
    expect(received.raw).toMatch(/filename=.?virtual-salon.*\.ics/);
    const unfolded = received.raw.replace(/=\r?\n/g, "");
    const base64 = /Content-Transfer-Encoding: base64\r?\n(?:.*\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(unfolded);
    const ics =
      unfolded.includes("BEGIN:VCALENDAR") || !base64 ? unfolded : Buffer.from(base64[1]!, "base64").toString("utf8");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain(`UID:${event.id}@club.example`);
    expect(ics).toContain("BEGIN:VALARM");
  });
});

describe("the VALARM of calendars", () => {
  it("the event's .ics and the personal feed carry the reminder as a VALARM; none when off", async () => {
    const event = await createEvent({ reminder_minutes: 1440 + 90 });
    const off = await createEvent({ reminder_minutes: null });
    const member = await person();
    await call(member, "POST", `/api/events/${event.id}/join`);
    await call(member, "POST", `/api/events/${off.id}/join`);
    const ics = (await call(member, "GET", `/api/events/${event.id}/ics`)).body;
    expect(ics).toContain("BEGIN:VALARM");
    expect(ics).toMatch(/TRIGGER:-P1DT1H30M/);
    expect((await call(member, "GET", `/api/events/${off.id}/ics`)).body).not.toContain("VALARM");

    const feed = await call(member, "POST", "/api/me/calendar-feed");
    const body = (await server.app.inject({ method: "GET", url: new URL(feed.json().url).pathname })).body;
    const events = body.split("BEGIN:VEVENT").slice(1);
    expect(events).toHaveLength(2);
    expect(events.filter((text) => text.includes("BEGIN:VALARM"))).toHaveLength(1);
    expect(body).toMatch(/TRIGGER:-P1DT1H30M/);
  });
});
