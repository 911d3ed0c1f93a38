import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createMember,
  login,
  queuedEmails,
  startTestServer,
  testDialect,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { sendDueReminders } from "./reminders.ts";

/** Changes of date, time or place reach those who joined or wait; a cancellation reaches calendars. */

let server: TestServer;
const person = async (type: "Standard" | "Founding" | "Travel Host" = "Standard", admin = false) => {
  const member = await createMember(server, { type, admin });
  return { ...member, cookie: (await login(server.app, member.email)) as string | undefined };
};
type Person = Awaited<ReturnType<typeof person>>;
let creator: Person;
let admin: Person;

const call = (who: Person, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: who.cookie ? { cookie: who.cookie } : {},
  });

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: "https://club.example" });
  creator = await person("Founding");
  admin = await person("Founding", true);
});
afterAll(async () => {
  await server.close();
});

async function createEvent(overrides: Record<string, unknown> = {}) {
  const answer = await call(creator, "POST", "/api/events", eventPayload(overrides));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: string; slug: string; title: string };
}
const emailsOf = async (who: Person, kind: string) =>
  (await queuedEmails(server, who.email)).filter((email) => email.kind === kind);
const vevent = (ics: string) => ics.slice(ics.indexOf("BEGIN:VEVENT"), ics.indexOf("END:VEVENT"));
const sequenceOf = (ics: string) => Number(/SEQUENCE:(\d+)/.exec(vevent(ics))?.[1] ?? "0");

/** An event with a participant, a member waiting, and a member who never joined. */
async function populated(overrides: Record<string, unknown> = {}) {
  const event = await createEvent({ capacity: 1, ...overrides });
  const [participant, waiting, bystander] = [await person(), await person("Travel Host"), await person()];
  await call(participant, "POST", `/api/events/${event.id}/join`);
  await call(waiting, "POST", `/api/events/${event.id}/join`);
  return { event, participant, waiting, bystander };
}

describe(`changes of date, time or place (${testDialect})`, () => {
  it("email those who joined and those waiting what changed, and raise the calendar SEQUENCE", async () => {
    const { event, participant, waiting, bystander } = await populated();
    const before = (await call(participant, "GET", `/api/events/${event.id}/ics`)).body;
    const changed = await call(creator, "PUT", `/api/events/${event.id}`, {
      date: "2031-06-21",
      start_time: "16:00",
      location: "2 Cellar Road",
    });
    expect(changed.statusCode).toBe(200);
    for (const who of [participant, waiting]) {
      const [email] = await emailsOf(who, "event-changed");
      expect(email!.subject).toBe(`Changed: ${event.title}`);
      expect(email!.text_body).toContain("Date (was): Saturday, June 14, 2031");
      expect(email!.text_body).toContain("Date (now): Saturday, June 21, 2031");
      expect(email!.text_body).toContain("Time (now): 4:00 PM to 7:30 PM (America/Los Angeles)");
      expect(email!.text_body).toContain("Place (now): 2 Cellar Road, Napa, California 94558");
    }
    expect(await emailsOf(bystander, "event-changed")).toEqual([]);
    expect(await emailsOf(creator, "event-changed")).toEqual([]);
    const after = (await call(participant, "GET", `/api/events/${event.id}/ics`)).body;
    expect(/UID:(.*)/.exec(after)![1]).toBe(/UID:(.*)/.exec(before)![1]);
    expect(sequenceOf(after)).toBe(sequenceOf(before) + 1);
  });

  it("attaches to a participant's change email the .ics with the same UID, the higher SEQUENCE and METHOD:REQUEST", async () => {
    const { event, participant, waiting } = await populated();
    const before = (await call(participant, "GET", `/api/events/${event.id}/ics`)).body;
    expect((await call(creator, "PUT", `/api/events/${event.id}`, { start_time: "17:00" })).statusCode).toBe(200);
    const attachmentsOf = async (who: Person) => {
      const [row] = await server.database.db
        .selectFrom("outbox")
        .select("attachments")
        .where("recipient_email", "=", who.email.toLowerCase())
        .where("kind", "=", "event-changed")
        .execute();
      return row!.attachments === null
        ? []
        : (JSON.parse(row!.attachments) as { contentType: string; content: string }[]);
    };
    const [file] = await attachmentsOf(participant);
    expect(file!.contentType).toContain("method=REQUEST");
    expect(file!.content).toContain("METHOD:REQUEST");
    expect(/UID:(.*)/.exec(file!.content)![1]).toBe(/UID:(.*)/.exec(before)![1]);
    expect(sequenceOf(file!.content)).toBe(sequenceOf(before) + 1);
    expect(vevent(file!.content)).toContain("STATUS:CONFIRMED");
    // Waiting holds no seat: her email says what changed, no calendar is asked to hold the event.
    expect(await attachmentsOf(waiting)).toEqual([]);
  });

  it("other changes email nobody and keep the SEQUENCE", async () => {
    const { event, participant } = await populated();
    const before = (await call(participant, "GET", `/api/events/${event.id}/ics`)).body;
    await call(creator, "PUT", `/api/events/${event.id}`, { title: "A better title", capacity: 5 });
    expect(await emailsOf(participant, "event-changed")).toEqual([]);
    expect(sequenceOf((await call(participant, "GET", `/api/events/${event.id}/ics`)).body)).toBe(sequenceOf(before));
  });
});

describe("cancelling an event", () => {
  it("keeps the page with the reason, emails who joined or waited, closes joining; calendars get CANCELLED", async () => {
    const { event, participant, waiting, bystander } = await populated();
    const feedUrl = (await call(participant, "POST", "/api/me/calendar-feed")).json().url as string;
    const feedBefore = (await server.app.inject({ method: "GET", url: new URL(feedUrl).pathname })).body;
    const icsBefore = (await call(participant, "GET", `/api/events/${event.id}/ics`)).body;
    expect(vevent(icsBefore)).toContain("STATUS:CONFIRMED");

    const cancelled = await call(creator, "POST", `/api/events/${event.id}/cancel`, { reason: "The cellar flooded." });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancel_reason: "The cellar flooded.", can_join: false });
    expect(cancelled.json().cancelled_at).toMatch(/^\d{4}-/);
    expect((await call(bystander, "GET", `/api/events/${event.id}`)).json()).toMatchObject({
      cancel_reason: "The cellar flooded.",
      can_join: false,
    });

    const [toParticipant] = await emailsOf(participant, "event-cancelled");
    expect(toParticipant!.subject).toBe(`Cancelled: ${event.title}`);
    expect(toParticipant!.text_body).toContain("Reason: The cellar flooded.");
    const [row] = await server.database.db
      .selectFrom("outbox")
      .select("attachments")
      .where("recipient_email", "=", participant.email.toLowerCase())
      .where("kind", "=", "event-cancelled")
      .execute();
    const [attachment] = JSON.parse(row!.attachments!) as { contentType: string; content: string }[];
    expect(attachment!.contentType).toContain("method=CANCEL");
    expect(attachment!.content).toContain("METHOD:CANCEL");
    expect(attachment!.content).toContain("STATUS:CANCELLED");
    expect((await emailsOf(waiting, "event-cancelled"))[0]!.text_body).toContain("were waiting for a seat at");
    expect(await emailsOf(bystander, "event-cancelled")).toEqual([]);

    const icsAfter = (await call(participant, "GET", `/api/events/${event.id}/ics`)).body;
    expect(vevent(icsAfter)).toContain("STATUS:CANCELLED");
    expect(/UID:(.*)/.exec(icsAfter)![1]).toBe(/UID:(.*)/.exec(icsBefore)![1]);
    expect(sequenceOf(icsAfter)).toBeGreaterThan(sequenceOf(icsBefore));
    const feedAfter = (await server.app.inject({ method: "GET", url: new URL(feedUrl).pathname })).body;
    expect(vevent(feedAfter)).toContain("STATUS:CANCELLED");
    expect(sequenceOf(feedAfter)).toBeGreaterThan(sequenceOf(feedBefore));

    const join = await call(bystander, "POST", `/api/events/${event.id}/join`);
    expect(join.statusCode).toBe(409);
    expect(join.json().error).toBe("This event has been cancelled.");
    // Leaving a cancelled event frees no seat for anyone: nobody is promoted into it.
    expect((await call(participant, "DELETE", `/api/events/${event.id}/leave`)).statusCode).toBe(200);
    expect(await emailsOf(waiting, "waitlist-promoted")).toEqual([]);
    // Nor is it reminded of.
    await sendDueReminders(server.database.db, server.app.mail, server.app.club, Date.parse("2031-06-14T12:00:00Z"));
    expect(await emailsOf(waiting, "event-reminder")).toEqual([]);

    const again = await call(creator, "POST", `/api/events/${event.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("This event is already cancelled.");
  });

  it("only the creator or an admin cancels; others are refused or not shown it, and nothing changes", async () => {
    const open = await createEvent();
    const hidden = await createEvent({ exclusivity: "invite-only" });
    const participant = await person();
    await call(participant, "POST", `/api/events/${open.id}/join`);
    const deactivated = await person();
    await server.database.db
      .updateTable("users")
      .set({ active: 0 })
      .where("user_id", "=", deactivated.userId)
      .execute();
    const anonymous = { ...participant, cookie: undefined };
    for (const type of ["Standard", "Founding", "Travel Host"] as const) {
      const member = await person(type);
      expect((await call(member, "POST", `/api/events/${open.id}/cancel`)).statusCode).toBe(403);
      expect((await call(member, "POST", `/api/events/${hidden.id}/cancel`)).statusCode).toBe(404);
    }
    expect((await call(participant, "POST", `/api/events/${open.id}/cancel`)).statusCode).toBe(403);
    expect((await call(deactivated, "POST", `/api/events/${open.id}/cancel`)).statusCode).toBe(401);
    expect((await call(anonymous, "POST", `/api/events/${open.id}/cancel`)).statusCode).toBe(401);
    expect((await call(creator, "GET", `/api/events/${open.id}`)).json().cancelled_at).toBeNull();

    const tooLong = await call(creator, "POST", `/api/events/${open.id}/cancel`, { reason: "x".repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details[0].path).toBe("body.reason");
    expect((await call(creator, "POST", `/api/events/${open.id}/cancel`, { reason: 5 })).statusCode).toBe(400);
    expect((await call(creator, "GET", `/api/events/${open.id}`)).json().cancelled_at).toBeNull();

    expect((await call(admin, "POST", `/api/events/${hidden.id}/cancel`)).statusCode).toBe(200);
    const byCreator = await call(creator, "POST", `/api/events/${open.id}/cancel`, { reason: "  " });
    expect(byCreator.json()).toMatchObject({ cancel_reason: null });
    expect(byCreator.json().cancelled_at).not.toBeNull();
  });
});
