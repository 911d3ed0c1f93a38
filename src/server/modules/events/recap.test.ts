import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createMember,
  login,
  queuedEmails,
  startTestServer,
  testDialect,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { databaseSnapshot } from "../../../../test/server/kits/db-snapshot.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { plainJpeg, upload } from "../../../../test/server/kits/gallery-test-kit.ts";
import { testMailWorker } from "../../../../test/server/kits/outbox-test-kit.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../../../../test/server/kits/smtp-test-server.ts";

type Method = "GET" | "PUT" | "POST";
interface Who {
  cookie: string | undefined;
  userId: number;
  email: string;
}

let smtp: SmtpTestServer;
let server: TestServer;
let organiser: Who, ada: Who, mary: Who, iris: Who, bea: Who, admin: Who, invitee: Who, lapsed: Who, gone: Who;
const anonymous: Who = { cookie: undefined, userId: 0, email: "" };
const BASE = "https://club.example";

const call = (who: Who, method: Method, url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: who.cookie ? { cookie: who.cookie } : {},
  });

async function member(name: string, extra: { admin?: boolean } = {}): Promise<Who> {
  const created = await createMember(server, { name, type: "Founding", ...extra });
  return { cookie: await login(server.app, created.email), userId: created.userId, email: created.email };
}

const DAY = 86_400_000;
/** An event the organiser made, ended yesterday, with Ada, Mary and Iris taking part and two photos of it. */
/** An event that has ended, with its participants and photos; `invite`d members were invited while it was ahead. */
async function endedEvent(overrides: Record<string, unknown> = {}, { invite = [] }: { invite?: number[] } = {}) {
  const created = await call(
    organiser,
    "POST",
    "/api/events",
    eventPayload({ title: "Autumn Salon Dinner", ...overrides }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  if (invite.length > 0) {
    const invited = await call(organiser, "POST", "/api/events/invite", { eventId: id, userIds: invite });
    expect(invited.statusCode, invited.body).toBe(200);
  }
  const db = server.database.db;
  await db
    .insertInto("event_participants")
    .values([ada, mary, iris].map((p) => ({ event_id: id, user_id: p.userId, joined_at: 1 })))
    .execute();
  const photo = async (title: string) => {
    const answer = await upload(
      server,
      ada.cookie,
      { data: await plainJpeg(64, 48), name: "dinner.jpg" },
      { event_id: id, title },
    );
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as { id: string; display_url: string };
  };
  const confidential = overrides.confidential === true;
  const table = confidential ? { id: "", display_url: "" } : await photo("The long table");
  const toast = confidential ? { id: "", display_url: "" } : await photo("The toast");
  await db
    .updateTable("events")
    .set({ starts_at: Date.now() - 2 * DAY, ends_at: Date.now() - DAY })
    .where("id", "=", id)
    .execute();
  return { id, table, toast, url: `/api/events/${id}/recap` };
}

const draft = (overrides: Record<string, unknown> = {}) => ({
  text: "Forty candles, one long table, and a toast to the autumn.",
  image_ids: [],
  show_attendance: true,
  audience: "participants",
  ...overrides,
});

async function deliver() {
  const worker = testMailWorker(server);
  try {
    return await worker.drain();
  } finally {
    await worker.stop();
  }
}

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: BASE });
  organiser = await member("Olive Organiser");
  ada = await member("Ada Lovelace");
  mary = await member("Mary Shelley");
  iris = await member("Iris Murdoch");
  bea = await member("Bea Other");
  admin = await member("Alma Admin", { admin: true });
  invitee = await member("Ines Invitee");
  gone = await member("Gina Gone");
  const lapsedMember = await createMember(server, { name: "Lara Lapsed", type: "Founding" });
  const set = await call(admin, "PUT", `/api/admin/members/${lapsedMember.userId}/membership`, {
    tier: null,
    term_start: new Date(Date.now() - 800 * DAY).toISOString().slice(0, 10),
    term_end: new Date(Date.now() - 400 * DAY).toISOString().slice(0, 10),
  });
  expect(set.statusCode, set.body).toBe(200);
  lapsed = {
    cookie: await login(server.app, lapsedMember.email),
    userId: lapsedMember.userId,
    email: lapsedMember.email,
  };
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

describe(`an event's recap (decision 0069, ${testDialect})`, () => {
  it("the organiser drafts and sends it once to the participants, by each one's choice, through a real SMTP server; audited", async () => {
    const event = await endedEvent();
    await call(mary, "PUT", "/api/me/notification-preferences", { "event-recap": "inbox" });
    await call(iris, "PUT", "/api/me/notification-preferences", { "event-recap": "off" });
    expect((await call(organiser, "GET", event.url)).json()).toEqual({
      recap: null,
      may_write: true,
      not_now: null,
      club_allowed: true,
      choosable: [expect.objectContaining({ id: event.table.id }), expect.objectContaining({ id: event.toast.id })],
    });
    const saved = await call(organiser, "PUT", event.url, draft({ image_ids: [event.toast.id, event.table.id] }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().recap).toMatchObject({
      text: draft().text,
      attendance: 3,
      sent_at: null,
      photos: [
        { id: event.toast.id, title: "The toast" },
        { id: event.table.id, title: "The long table" },
      ],
    });
    // A draft is the organiser's: a participant reads nothing yet.
    expect((await call(ada, "GET", event.url)).json()).toMatchObject({ recap: null, may_write: false, not_now: null });

    const sent = await call(organiser, "POST", `${event.url}/send`);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ sent_to: 2 });
    expect((await call(organiser, "POST", `${event.url}/send`)).statusCode).toBe(409);
    expect((await call(organiser, "PUT", event.url, draft())).json().error).toBe(
      "This recap has been sent: it cannot be changed or sent again.",
    );

    for (const who of [ada, mary]) {
      const notices = (await call(who, "GET", "/api/me/notifications")).json().notices;
      expect(notices).toMatchObject([{ kind: "event-recap", subject: { kind: "event", id: event.id } }]);
    }
    expect((await call(iris, "GET", "/api/me/notifications")).json().notices).toEqual([]);
    expect(await deliver()).toBe(1);
    const [email] = await smtp.waitForMessages(1);
    expect(email!.envelopeTo).toEqual([ada.email]);
    expect(email!.subject).toBe("Autumn Salon Dinner: the recap");
    expect(email!.text).toContain("3 members took part.");
    const srcs = [...email!.html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!);
    expect(srcs).toHaveLength(2);
    for (const src of srcs) expect(src).toMatch(/^https:\/\/club\.example\/media\/emailed\/[A-Za-z0-9_-]{43}\//);
    expect((await server.app.inject({ method: "GET", url: new URL(srcs[0]!).pathname })).statusCode).toBe(200);

    const read = (await call(ada, "GET", event.url)).json();
    expect(read).toMatchObject({
      may_write: false,
      recap: { sent_by: { name: "Olive Organiser" }, attendance: 3, sent_to: 2 },
    });
    const audit = await server.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "event.recap-sent")
      .execute();
    expect(audit).toMatchObject([{ target: `event:${event.id}` }]);
  });

  it("never shows a photo a member asked to be removed from, nor one that is down, even chosen before: at send and at read", async () => {
    const event = await endedEvent({ title: "Winter Supper" });
    await call(iris, "PUT", "/api/me/notification-preferences", { "event-recap": "off" });
    await call(organiser, "PUT", event.url, draft({ image_ids: [event.table.id, event.toast.id], audience: "club" }));
    const asked = await call(mary, "POST", `/api/images/${event.toast.id}/removal-request`, {
      reason: "Not me, please.",
    });
    expect(asked.statusCode, asked.body).toBe(202);
    // Even once restored by its uploader, a photo once asked down stays out of recaps.
    const restored = await call(admin, "POST", `/api/images/${event.toast.id}/removal-request/restore`, {
      reason: "A mistake.",
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await call(organiser, "GET", event.url)).json().choosable.map((p: { id: string }) => p.id)).toEqual([
      event.table.id,
    ]);
    expect((await call(organiser, "GET", event.url)).json().recap.photos.map((p: { id: string }) => p.id)).toEqual([
      event.table.id,
    ]);
    // Choosing it again is refused, and changes nothing.
    const before = await databaseSnapshot(server);
    const refused = await call(organiser, "PUT", event.url, draft({ image_ids: [event.toast.id] }));
    expect(refused.statusCode).toBe(400);
    expect(await databaseSnapshot(server)).toEqual(before);

    await server.database.db.deleteFrom("outbox").execute();
    const sent = await call(organiser, "POST", `${event.url}/send`);
    expect(sent.statusCode, sent.body).toBe(201);
    // To the whole club: every active member but the sender, and Iris, who turned recaps off.
    const active = await server.database.db.selectFrom("users").select("user_id").where("active", "=", 1).execute();
    expect(sent.json().sent_to).toBe(active.length - 2);
    const [toBea] = (await queuedEmails(server, bea.email)).filter((e) => e.kind === "event-recap");
    expect([...toBea!.html_body.matchAll(/<img src=/g)]).toHaveLength(1);
    expect(toBea!.html_body).not.toContain("The toast");

    // The other photo comes down after sending: gone from the page and from the email at once.
    const src = /<img src="([^"]+)"/.exec(toBea!.html_body)![1]!;
    const down = await call(bea, "POST", `/api/images/${event.table.id}/removal-request`, { reason: "Please." });
    expect(down.statusCode, down.body).toBe(202);
    expect((await call(bea, "GET", event.url)).json().recap.photos).toEqual([]);
    expect((await call(admin, "GET", event.url)).json().recap.photos).toEqual([]);
    expect((await server.app.inject({ method: "GET", url: new URL(src).pathname })).statusCode).toBe(404);
  });

  it("answers each relation: who drafts, sends and reads, for an open and an invite-only event", async () => {
    const open = await endedEvent({ title: "Open Garden" });
    const closed = await endedEvent(
      { title: "Private Cellar", exclusivity: "invite-only" },
      { invite: [invitee.userId] },
    );
    await server.database.db.updateTable("users").set({ active: 0 }).where("user_id", "=", gone.userId).execute();
    const others = { ada, invitee, bea, lapsed, gone, anonymous };

    // Writing: the organiser and an admin; everyone else refused (or not told the invite-only event exists).
    const writes = async (event: typeof open) => {
      const answers: Record<string, number> = {};
      for (const [name, who] of Object.entries(others))
        answers[name] = (await call(who, "PUT", event.url, draft())).statusCode;
      return answers;
    };
    expect(await writes(open)).toEqual({ ada: 403, invitee: 403, bea: 403, lapsed: 403, gone: 401, anonymous: 401 });
    expect(await writes(closed)).toEqual({ ada: 403, invitee: 403, bea: 404, lapsed: 404, gone: 401, anonymous: 401 });
    expect((await call(admin, "PUT", closed.url, draft())).statusCode).toBe(200);
    expect((await call(organiser, "PUT", closed.url, draft({ audience: "club" }))).json()).toMatchObject({
      error: "Only an open event's recap may go to the whole club.",
    });
    expect((await call(organiser, "GET", closed.url)).json().club_allowed).toBe(false);
    expect((await call(ada, "POST", `${closed.url}/send`)).statusCode).toBe(403);
    expect((await call(bea, "POST", `${closed.url}/send`)).statusCode).toBe(404);
    expect((await call(admin, "POST", `${closed.url}/send`)).statusCode).toBe(201);
    await call(organiser, "PUT", open.url, draft());
    expect((await call(organiser, "POST", `${open.url}/send`)).statusCode).toBe(201);

    // Reading a sent recap: whoever may read the event.
    const reads = async (event: typeof open) => {
      const answers: Record<string, number | string> = {};
      for (const [name, who] of Object.entries(others)) {
        const answer = await call(who, "GET", event.url);
        answers[name] = answer.statusCode === 200 ? (answer.json().recap ? "read" : "none") : answer.statusCode;
      }
      return answers;
    };
    const eventStatus = (await call(lapsed, "GET", `/api/events/${open.id}`)).statusCode === 200 ? "read" : 403;
    expect(await reads(open)).toEqual({
      ada: "read",
      invitee: "read",
      bea: "read",
      lapsed: eventStatus,
      gone: 401,
      anonymous: 401,
    });
    expect(await reads(closed)).toEqual({
      ada: "read",
      invitee: "read",
      bea: 404,
      lapsed: 404,
      gone: 401,
      anonymous: 401,
    });
  });

  it("has none for a confidential gathering, before the end or once cancelled; bad input is a clear 400 that changes nothing", async () => {
    const secret = await endedEvent({ title: "Closed Door", confidential: true });
    for (const [method, url] of [
      ["GET", secret.url],
      ["PUT", secret.url],
      ["POST", `${secret.url}/send`],
    ] as const) {
      const answer = await call(organiser, method, url, method === "PUT" ? draft() : undefined);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toBe("A confidential gathering has no recap: what is said there stays there.");
    }
    const coming = await call(organiser, "POST", "/api/events", eventPayload({ title: "Spring Ball" }));
    const comingUrl = `/api/events/${coming.json().id}/recap`;
    expect((await call(organiser, "GET", comingUrl)).json()).toMatchObject({
      may_write: false,
      not_now: "A recap can be written once the event has ended.",
    });
    expect((await call(organiser, "PUT", comingUrl, draft())).statusCode).toBe(409);

    const event = await endedEvent({ title: "Harvest Lunch" });
    expect((await call(organiser, "POST", `${event.url}/send`)).json().error).toBe(
      "Write the recap before sending it.",
    );
    const other = await endedEvent({ title: "Another Lunch" });
    const before = await databaseSnapshot(server);
    for (const body of [
      {},
      draft({ text: "" }),
      draft({ text: "x".repeat(4001) }),
      draft({ image_ids: ["not-an-id"] }),
      draft({ image_ids: Array.from({ length: 25 }, () => event.table.id) }),
      draft({ image_ids: [other.table.id] }),
      draft({ image_ids: ["00000000-0000-7000-8000-000000000000"] }),
      draft({ audience: "everyone" }),
      draft({ show_attendance: "yes" }),
      draft({ extra: 1 }),
    ]) {
      const answer = await call(organiser, "PUT", event.url, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error).toEqual(expect.any(String));
    }
    expect(await databaseSnapshot(server)).toEqual(before);
    expect((await call(organiser, "GET", "/api/events/no-such-event/recap")).statusCode).toBe(404);
  });
});
