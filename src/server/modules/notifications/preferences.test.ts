import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseSnapshot } from "../../../../test/server/kits/db-snapshot.ts";
import {
  createMember,
  login,
  queuedEmails,
  startTestServer,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { NOTICE_KINDS, type NoticesPage, type NotificationPreferences } from "../../../shared/notifications.ts";

let server: TestServer;
type Person = Awaited<ReturnType<typeof createMember>> & { cookie: string };
const people = {} as Record<"host" | "ada" | "mary", Person>;
let eventId: string;

async function call(who: keyof typeof people | undefined, method: string, url: string, payload?: unknown) {
  return server.app.inject({
    method: method as "GET",
    url,
    headers: who ? { cookie: people[who].cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

const URL = "/api/me/notification-preferences";
const everyKind = (delivery: string) => Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, delivery]));
const choices = async (who: keyof typeof people) => {
  const answer = await call(who, "GET", URL);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as NotificationPreferences;
};
const inbox = async (who: keyof typeof people) =>
  ((await call(who, "GET", "/api/me/notifications")).json() as NoticesPage).notices;
const commentMail = async (who: keyof typeof people) =>
  (await queuedEmails(server, people[who].email)).filter((email) => email.kind.startsWith("comment-"));
const mention = (content: string) =>
  call("ada", "POST", "/api/comments", { commentableId: eventId, content, mentions: [people.mary.userId] });

beforeAll(async () => {
  server = await startTestServer();
  const names = { host: "Hedy Lamarr", ada: "Ada Lovelace", mary: "Mary Shelley" };
  for (const [key, name] of Object.entries(names)) {
    const member = await createMember(server, { name, type: key === "host" ? "Founding" : "Standard" });
    people[key as keyof typeof people] = { ...member, cookie: await login(server.app, member.email) };
  }
  eventId = (await call("host", "POST", "/api/events", eventPayload({ title: "Autumn Salon Dinner" }))).json().id;
}, 60_000);

afterAll(async () => server?.close());

beforeEach(async () => {
  await server.database.db.deleteFrom("rate_limits").execute();
  await server.database.db.deleteFrom("notification_preferences").execute();
  await server.database.db.updateTable("users").set({ comment_notifications: 1 }).execute();
  await server.database.db.deleteFrom("notice_email_windows").execute();
  await server.database.db.deleteFrom("notices").execute();
  await server.database.db.deleteFrom("outbox").execute();
});

describe("notification preferences", () => {
  it("every kind comes by email until she chooses; she changes some, the others stay, and only hers", async () => {
    expect(await choices("mary")).toEqual(everyKind("email"));
    const changed = await call("mary", "PUT", URL, { "comment-on-event": "weekly", invitation: "inbox" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ ...everyKind("email"), "comment-on-event": "weekly", invitation: "inbox" });
    expect(await choices("mary")).toEqual(changed.json());
    // Another member's choices are untouched, and nobody reads or writes another's: the call is always her own.
    expect(await choices("ada")).toEqual(everyKind("email"));
    expect((await call("mary", "PUT", URL, { invitation: "email" })).json()).toMatchObject({ invitation: "email" });
    expect((await call("mary", "GET", URL)).json()).toMatchObject({
      "comment-on-event": "weekly",
      invitation: "email",
    });
  });

  it("refuses bad choices with a clear 400 and changes nothing; a mention is never delayed", async () => {
    await call("mary", "PUT", URL, { invitation: "off" });
    const before = await databaseSnapshot(server);
    for (const bad of [
      {},
      { mention: "daily" },
      { mention: "weekly" },
      { invitation: "sometimes" },
      { "not-a-kind": "email" },
      { invitation: null },
      { invitation: 1 },
      [],
    ]) {
      const answer = await call("mary", "PUT", URL, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json()).toHaveProperty("error");
    }
    expect(await databaseSnapshot(server)).toEqual(before);
    expect((await call(undefined, "GET", URL)).statusCode).toBe(401);
    expect((await call(undefined, "PUT", URL, { invitation: "email" })).statusCode).toBe(401);
  });

  it("off writes no notice and no email; inbox writes the notice only; email sends both", async () => {
    await call("mary", "PUT", URL, { mention: "off" });
    expect((await mention("One, @Mary Shelley")).statusCode).toBe(201);
    expect(await inbox("mary")).toEqual([]);
    expect(await commentMail("mary")).toEqual([]);

    await call("mary", "PUT", URL, { mention: "inbox" });
    expect((await mention("Two, @Mary Shelley")).statusCode).toBe(201);
    expect((await inbox("mary")).map((n) => n.excerpt)).toEqual(["Two, @Mary Shelley"]);
    expect(await commentMail("mary")).toEqual([]);

    await call("mary", "PUT", URL, { mention: "email" });
    expect((await mention("Three, @Mary Shelley")).statusCode).toBe(201);
    expect((await inbox("mary")).map((n) => n.excerpt)).toEqual(["Three, @Mary Shelley", "Two, @Mary Shelley"]);
    expect((await commentMail("mary")).map((e) => e.kind)).toEqual(["comment-mention"]);
  });

  it("a comment on her event by her choice: weekly sends nothing now, email at once", async () => {
    await call("host", "PUT", URL, { "comment-on-event": "weekly" });
    expect((await call("ada", "POST", "/api/comments", { commentableId: eventId, content: "Hello" })).statusCode).toBe(
      201,
    );
    expect((await inbox("host")).map((n) => n.kind)).toEqual(["comment-on-event"]);
    expect(await commentMail("host")).toEqual([]);
    await call("host", "PUT", URL, { "comment-on-event": "email" });
    expect((await call("ada", "POST", "/api/comments", { commentableId: eventId, content: "Again" })).statusCode).toBe(
      201,
    );
    expect((await commentMail("host")).map((e) => e.kind)).toEqual(["comment-on-yours"]);
  });

  it("the Settings switch for comment emails speaks for mentions and comments on her things", async () => {
    const switchTo = (on: boolean) =>
      call("mary", "PUT", "/api/me/preferences", { clubAnnouncements: true, commentNotifications: on });
    expect((await switchTo(false)).statusCode).toBe(200);
    expect(await choices("mary")).toMatchObject({
      mention: "inbox",
      "comment-on-event": "inbox",
      "comment-on-photo": "inbox",
      invitation: "email",
    });
    expect((await call("mary", "GET", "/api/me/preferences")).json()).toEqual({
      clubAnnouncements: true,
      commentNotifications: false,
    });
    // A finer choice made here shows in the switch, and saving the switch as it stands keeps it.
    await call("mary", "PUT", URL, { "comment-on-photo": "daily" });
    expect((await call("mary", "GET", "/api/me/preferences")).json()).toMatchObject({ commentNotifications: true });
    expect((await switchTo(true)).statusCode).toBe(200);
    expect(await choices("mary")).toMatchObject({ mention: "inbox", "comment-on-photo": "daily" });
    expect((await switchTo(false)).statusCode).toBe(200);
    expect(await choices("mary")).toMatchObject({ mention: "inbox", "comment-on-photo": "inbox" });
    expect((await switchTo(true)).statusCode).toBe(200);
    expect(await choices("mary")).toMatchObject({
      mention: "email",
      "comment-on-event": "email",
      "comment-on-photo": "email",
    });
  });
});
