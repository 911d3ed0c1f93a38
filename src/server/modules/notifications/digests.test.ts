import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database } from "../../kernel/database/database.ts";
import {
  createMember,
  login,
  queuedEmails,
  startTestServer,
  testDialect,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { storedImageRow } from "../../../../test/server/kits/gallery-test-kit.ts";
import { testMailWorker } from "../../../../test/server/kits/outbox-test-kit.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../../../../test/server/kits/smtp-test-server.ts";
import { imagesRepository } from "../gallery/repository.ts";
import { createClubSettings } from "../club-settings/index.ts";
import { createOutbox, type Outbox } from "../outbox/index.ts";
import { sendDigests, type DigestSettings } from "./index.ts";
import { clubClock } from "./digests.ts";

/**
 * The daily and weekly digests (decision 0063) on a controlled clock, in the club's time zone (Europe/Paris: 08:00
 * there is 06:00 or 07:00 UTC), through a real SMTP server: each goes once across two instances, every line read
 * through the access layer, a mention never waits, a member with nothing to read gets none, one click stops it. The
 * clock is moved to a week from now, so the members made before it are not the week's new ones.
 */
let server: TestServer;
let smtp: SmtpTestServer;
let otherInstance: Database;
let otherMail: Outbox;
let digestSettings: DigestSettings;
type Person = Awaited<ReturnType<typeof createMember>>;
const people = {} as Record<"host" | "ada" | "mary" | "quiet", Person>;
const events: Record<string, string> = {};

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** 08:00 in Paris on the UTC day that starts at `midnight` (06:00 or 07:00 UTC, as summer time has it). */
const parisEight = (midnight: number) => {
  for (let hour = 4; hour < 10; hour += 1)
    if (clubClock(midnight + hour * HOUR, "Europe/Paris").hour === 8) return midnight + hour * HOUR;
  throw new Error("no 08:00 in Paris that day");
};
/** A Monday at least nine days from today (the members made before the clock moves are not this week's). */
const mondayMidnight = (() => {
  const today = new Date(Date.now() + 9 * DAY);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return midnight + ((8 - (new Date(midnight).getUTCDay() || 7)) % 7) * DAY;
})();
/** Monday, 08:00 in Paris: the weekly digest's hour. */
const MONDAY_8 = parisEight(mondayMidnight);
/** The Wednesday before, around noon in Paris, when the week's things happen. */
const T0 = mondayMidnight - 5 * DAY + 11 * HOUR;
/** The Thursday before, 08:00 in Paris: a daily digest's hour. */
const THURSDAY_8 = parisEight(mondayMidnight - 4 * DAY);
/** The day `days` after that Monday, as an event's date. */
const dayAfterMonday = (days: number) => new Date(mondayMidnight + days * DAY).toISOString().slice(0, 10);

const call = async (who: keyof typeof people, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) => {
  await server.database.db.deleteFrom("rate_limits").execute();
  return server.app.inject({
    method,
    url,
    // Signed in at the clock's time (a session from another year would have ended).
    headers: { cookie: await login(server.app, people[who].email) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
};

const ok = async (answer: Promise<{ statusCode: number; body: string }>, status = 200) => {
  const done = await answer;
  expect(done.statusCode, done.body).toBe(status);
  return done;
};

const createEvent = async (title: string, overrides: Record<string, unknown>) => {
  const answer = await ok(
    call("host", "POST", "/api/events", eventPayload({ title, timezone: "Europe/Paris", ...overrides })),
    201,
  );
  events[title] = (answer as unknown as { json(): { id: string } }).json().id;
  return events[title]!;
};

/**
 * The digests two instances send at the same moment, in all: side by side on PostgreSQL; on SQLite one after the other
 * (two connections in one process would wait on each other's lock in SQLite's busy handler, which blocks the thread).
 */
const bothInstances = async (now: number) => {
  const first = () => sendDigests(server.database.db, server.app.mail, digestSettings, now);
  const second = () => sendDigests(otherInstance.db, otherMail, digestSettings, now);
  const sent = testDialect === "postgres" ? await Promise.all([first(), second()]) : [await first(), await second()];
  return sent.reduce((a, b) => a + b, 0);
};

const digestsTo = async (who: keyof typeof people) =>
  (await queuedEmails(server, people[who].email)).filter((email) => email.kind === "notice-digest");

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    PUBLIC_URL: "https://club.example",
    CLUB_TIMEZONE: "Europe/Paris",
    CLUB_NAME: "The Salon",
  });
  // A second instance: its own connection, outbox and club settings over the same database.
  otherInstance = openDatabase(server.config.database);
  otherMail = createOutbox(otherInstance, server.config);
  const otherSettings = createClubSettings({
    database: otherInstance,
    defaults: server.config,
    mail: otherMail,
    mailConfigured: true,
  }).service;
  otherMail.readContextFrom(async (transaction) => {
    const settings = await otherSettings.read(transaction);
    return { ...server.config, clubName: settings.name, clubTimezone: settings.time_zone, clubLocale: settings.locale };
  });
  const clubSettings = createClubSettings({
    database: server.database,
    defaults: server.config,
    mail: server.app.mail,
    mailConfigured: true,
  }).service;
  digestSettings = {
    publicUrl: server.config.publicUrl,
    requireAdmin2fa: false,
    timeZone: async () => (await clubSettings.read()).time_zone,
  };
  const names = { host: "Hedy Lamarr", ada: "Ada Lovelace", mary: "Mary Shelley", quiet: "Quiet Member" };
  for (const [key, name] of Object.entries(names)) {
    const member = await createMember(server, { name, type: key === "host" ? "Founding" : "Standard" });
    people[key as keyof typeof people] = member;
  }
  // Her comments on her events in a daily digest; Mary's invitations in a weekly one; Quiet's stay answers daily.
  await ok(call("host", "PUT", "/api/me/notification-preferences", { "comment-on-event": "daily" }));
  await ok(call("mary", "PUT", "/api/me/notification-preferences", { invitation: "weekly" }));
  await ok(call("quiet", "PUT", "/api/me/notification-preferences", { "stay-answer": "daily" }));

  vi.useFakeTimers({ toFake: ["Date"], now: T0 });
  const midsummer = await createEvent("Midsummer Supper", { event_date: dayAfterMonday(3), start_time: "19:00" });
  const secret = await createEvent("Secret Supper", { exclusivity: "invite-only", event_date: dayAfterMonday(11) });
  const garden = await createEvent("Garden Party", { exclusivity: "invite-only", event_date: dayAfterMonday(12) });
  await ok(call("host", "POST", "/api/events/invite", { eventId: secret, userIds: [people.ada.userId] }));
  await ok(call("host", "POST", "/api/events/invite", { eventId: garden, userIds: [people.mary.userId] }));
  await ok(call("mary", "POST", `/api/events/${midsummer}/join`, {}));

  // Photos: one the whole club sees, one down after a member asked, one of the invite-only supper.
  const images = imagesRepository(server.database.db);
  const photo = (i: number, title: string, extra: Record<string, unknown> = {}) =>
    images.insert({ ...storedImageRow(i, people.host.userId), title, created_at: T0, ...extra }, []);
  await photo(1, "Rooftop at dusk");
  await photo(2, "Taken down");
  await server.database.db.updateTable("images").set({ withheld_at: T0 }).where("title", "=", "Taken down").execute();
  await photo(3, "Secret candles", { associated_event_id: secret });

  // Members who joined this week: one still here, one deactivated since.
  await createMember(server, { name: "Rosalind Franklin" });
  const gone = await createMember(server, { name: "Gone Member" });
  await server.database.db.updateTable("users").set({ active: 0 }).where("user_id", "=", gone.userId).execute();

  // A comment on Hedy's event waits for her daily digest; a mention of her goes at once.
  vi.setSystemTime(T0 + HOUR);
  await ok(
    call("ada", "POST", "/api/comments", { commentableId: midsummer, content: "Count me in", mentions: [] }),
    201,
  );
  vi.setSystemTime(T0 + 2 * HOUR);
  await ok(
    call("mary", "POST", "/api/comments", {
      commentableId: midsummer,
      content: "@Hedy Lamarr shall I bring the cake?",
      mentions: [people.host.userId],
    }),
    201,
  );
  vi.useRealTimers();
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  await otherInstance?.close();
  await server?.close();
  await smtp?.stop();
});

describe(`digests on a controlled clock (${testDialect})`, () => {
  it("a mention never waits for a digest; a comment she chose daily sends nothing at once", async () => {
    const kinds = (await queuedEmails(server, people.host.email)).map((email) => email.kind);
    expect(kinds).toContain("comment-mention");
    expect(kinds).not.toContain("comment-on-yours");
    expect(kinds).not.toContain("comments-gathered");
  });

  it("the daily digest goes at 08:00 by the club's clock, once across two instances, with nothing for a member with nothing new", async () => {
    expect(await bothInstances(THURSDAY_8 - 1)).toBe(0);
    expect(await bothInstances(THURSDAY_8)).toBe(1);
    expect(await bothInstances(THURSDAY_8 + HOUR)).toBe(0);
    const [digest, ...more] = await digestsTo("host");
    expect(more).toEqual([]);
    expect(digest!.subject).toBe("Today at The Salon: 1 notification");
    expect(digest!.text_body).toContain("Ada Lovelace commented on your event “Midsummer Supper”");
    expect(digest!.text_body).toContain(`https://club.example/events/${events["Midsummer Supper"]}`);
    // The mention went at once: it is not in the digest.
    expect(digest!.text_body).not.toContain("mentioned you");
    // Quiet chose a daily digest and has nothing to read: no email.
    expect(await digestsTo("quiet")).toEqual([]);
    // Nor does Mary, whose digest is weekly, get a daily one.
    expect(await digestsTo("mary")).toEqual([]);

    // The next day, nothing new: nothing. A new comment: the next digest holds it alone.
    expect(await bothInstances(THURSDAY_8 + DAY)).toBe(0);
    vi.useFakeTimers({ toFake: ["Date"], now: THURSDAY_8 + DAY + HOUR });
    await ok(
      call("ada", "POST", "/api/comments", {
        commentableId: events["Midsummer Supper"],
        content: "And a friend",
        mentions: [],
      }),
      201,
    );
    vi.useRealTimers();
    expect(await bothInstances(THURSDAY_8 + 2 * DAY)).toBe(1);
    const latest = (await digestsTo("host")).at(-1)!;
    expect(latest.subject).toBe("Today at The Salon: 1 notification");
    expect(latest.text_body.match(/commented on your event/g)).toHaveLength(1);
  });

  it("the weekly digest, on Monday at 08:00, holds only what she may see, goes once, and reaches her over SMTP with one-click unsubscribe", async () => {
    expect(await bothInstances(MONDAY_8 - 1)).toBe(0);
    expect(await bothInstances(MONDAY_8)).toBe(1);
    expect(await bothInstances(MONDAY_8 + HOUR)).toBe(0);
    const [digest, ...more] = await digestsTo("mary");
    expect(more).toEqual([]);
    expect(digest!.subject).toBe("Your club this week");
    const text = digest!.text_body;
    for (const line of [
      "Your next events",
      "Midsummer Supper",
      "New events",
      "Garden Party",
      "Rooftop at dusk",
      "New members",
      "Rosalind Franklin",
      "Hedy Lamarr invited you to “Garden Party”",
    ])
      expect(text, line).toContain(line);
    // Nothing she may not see: an invite-only event she is not invited to, its photo, a photo asked down, a deactivated member.
    for (const hidden of ["Secret Supper", "Secret candles", "Taken down", "Gone Member"])
      expect(text, hidden).not.toContain(hidden);
    // Ada, invited to the secret supper, has no weekly digest: nobody else got one.
    expect(await digestsTo("ada")).toEqual([]);

    const worker = testMailWorker(server);
    await worker.drain();
    await worker.stop();
    const received = smtp.received.find(
      (email) => email.envelopeTo.includes(people.mary.email) && email.subject === "Your club this week",
    )!;
    expect(received).toBeDefined();
    const header = received.headers.get("list-unsubscribe")!;
    expect(header).toMatch(/^<https:\/\/club\.example\/unsubscribe\/digest\/[A-Za-z0-9_-]{43}>$/);
    expect(received.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const url = header.slice(1, -1);
    expect(received.links).toContain(url);
    const path = new URL(url).pathname;

    // Opening the link changes nothing; the one-click POST (no session) stops it: her weekly kinds go to her inbox.
    const page = await server.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Stop this digest?");
    expect((await ok(call("mary", "GET", "/api/me/notification-preferences"))).body).toContain('"invitation":"weekly"');
    const oneClick = () =>
      server.app.inject({
        method: "POST",
        url: path,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
    const done = await oneClick();
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("Your digest is stopped");
    expect((await ok(call("mary", "GET", "/api/me/notification-preferences"))).body).toContain('"invitation":"inbox"');
    expect((await oneClick()).statusCode).toBe(200);
    expect((await server.app.inject({ method: "GET", url: path })).body).toContain("You can choose a digest again in");
    for (const unknown of ["/unsubscribe/digest/not-a-token-we-ever-sent-aaaaaaaaaa", "/unsubscribe/digest/%2e%2e"]) {
      const refused = await server.app.inject({
        method: "POST",
        url: unknown,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toContain("This link is not valid");
    }

    // The next Monday she gets none.
    await bothInstances(MONDAY_8 + 7 * DAY);
    expect(await digestsTo("mary")).toHaveLength(1);
  });
});
