import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createMember,
  linkToken,
  login,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { databaseSnapshot } from "../../../../test/server/kits/db-snapshot.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { mediaFiles, plainJpeg, upload } from "../../../../test/server/kits/gallery-test-kit.ts";
import { ageProof } from "../../../../test/server/kits/step-up-kit.ts";

let server: TestServer;
const ana = { name: "Anouk Verhoeven", email: "anouk.verhoeven@salon.test", cookie: "", userId: 0 };
const bea = { name: "Beatrix Lindqvist", email: "beatrix.lindqvist@salon.test", cookie: "", userId: 0 };
let admin = "";
let eventId = "";
let anaImage = "";

const call = (cookie: string | undefined, method: "GET" | "POST", url: string, payload?: object) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

async function signIn(who: typeof ana) {
  who.cookie = await login(server.app, who.email);
}

beforeAll(async () => {
  server = await startTestServer();
  for (const who of [ana, bea]) {
    who.userId = (await createMember(server, { name: who.name, email: who.email, type: "Founding" })).userId;
    await signIn(who);
  }
  admin = await login(server.app, (await createMember(server, { admin: true, type: "Founding" })).email);
  // Bea's event, which Ana joins and where both comment; Ana's photo of it.
  eventId = (
    await call(bea.cookie, "POST", "/api/events", eventPayload({ title: "Evening at the Rijksmuseum" }))
  ).json().id;
  expect((await call(ana.cookie, "POST", `/api/events/${eventId}/join`)).statusCode).toBe(200);
  const posted = await upload(
    server,
    ana.cookie,
    { data: await plainJpeg(64, 48), name: "evening.jpg" },
    { title: "The Night Watch" },
  );
  expect(posted.statusCode).toBeLessThan(300);
  anaImage = (posted.json() as { id: string }).id;
  await call(ana.cookie, "POST", "/api/comments", {
    commentableId: eventId,
    content: "Ana's own words about the evening",
  });
  await call(bea.cookie, "POST", "/api/comments", { commentableId: eventId, content: "Bea's private aside" });
});
afterAll(async () => {
  await server.close();
});

const prepare = () => server.app.privacy.prepareDueExports();

async function exportLink() {
  expect((await call(ana.cookie, "POST", "/api/me/export")).statusCode).toBe(202);
  expect(await prepare()).toBe(1);
  return `/api/me/export/${await linkToken(server, ana.email, "/api/me/export/")}`;
}

describe("her Privacy page", () => {
  it("counts what the club holds about her, and is hers alone", async () => {
    const answer = await call(ana.cookie, "GET", "/api/me/privacy");
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.counts).toMatchObject({ rsvps: 1, photos: 1, comments: 1, events: 0, payments: 0 });
    expect(body.counts.sessions).toBeGreaterThan(0);
    expect(body.export.status).toBe("none");
    expect(body.closing).toBeNull();
    expect((await call(undefined, "GET", "/api/me/privacy")).statusCode).toBe(401);
    expect((await call(bea.cookie, "GET", "/api/me/privacy")).json().counts).toMatchObject({ events: 1, photos: 0 });
  });

  it("counts her payments, her notices and her choices for them", async () => {
    const put = (cookie: string, url: string, payload: object) =>
      server.app.inject({ method: "PUT", url, payload, headers: { cookie } });
    // In her inbox only: the mail log's subject would name Bea.
    expect((await put(ana.cookie, "/api/me/notification-preferences", { mention: "inbox" })).statusCode).toBe(200);
    const mention = await call(bea.cookie, "POST", "/api/comments", {
      commentableId: eventId,
      content: `See you there, @${ana.name}`,
      mentions: [ana.userId],
    });
    expect(mention.statusCode).toBe(201);
    const paid = await call(admin, "POST", `/api/admin/members/${ana.userId}/payments`, {
      amount: 120000,
      currency: "USD",
      date: "2026-11-01",
      method: "bank_transfer",
      reference: "Wire 4471",
    });
    expect(paid.statusCode).toBe(200);

    const wrote = await call(ana.cookie, "POST", "/api/conversations", {
      user_ids: [bea.userId],
      text: "Shall we share a taxi home?",
    });
    expect(wrote.statusCode).toBe(201);
    const answered = await call(bea.cookie, "POST", `/api/conversations/${wrote.json().id}/messages`, {
      text: "Bea's answer, hers alone",
    });
    expect(answered.statusCode).toBe(201);

    const counts = (await call(ana.cookie, "GET", "/api/me/privacy")).json().counts;
    expect(counts).toMatchObject({ payments: 1, notifications: 3, messages: 1 });
    expect((await call(bea.cookie, "GET", "/api/me/privacy")).json().counts).toMatchObject({ payments: 0 });
  });
});

describe("her archive", () => {
  it("is refused to anyone not signed in", async () => {
    expect((await call(undefined, "POST", "/api/me/export")).statusCode).toBe(401);
  });

  it("is prepared in the background once across workers, emailed as a link that only she can use, once", async () => {
    expect((await call(ana.cookie, "POST", "/api/me/export")).json()).toEqual({ status: "pending" });
    // Asking again while it is pending queues nothing more.
    expect((await call(ana.cookie, "POST", "/api/me/export")).json()).toEqual({ status: "pending" });
    expect((await call(ana.cookie, "GET", "/api/me/privacy")).json().export.status).toBe("pending");
    const [first, second] = await Promise.all([prepare(), prepare()]);
    expect(first + second).toBe(1);
    const url = `/api/me/export/${await linkToken(server, ana.email, "/api/me/export/")}`;

    expect((await call(bea.cookie, "GET", url)).statusCode).toBe(404);
    expect((await call(admin, "GET", url)).statusCode).toBe(404);
    expect((await call(undefined, "GET", url)).statusCode).toBe(401);
    expect((await call(ana.cookie, "GET", "/api/me/export/not-a-token")).statusCode).toBe(404);

    const archive = await call(ana.cookie, "GET", url);
    expect(archive.statusCode).toBe(200);
    expect(archive.headers["content-type"]).toContain("application/zip");
    expect(archive.headers["cache-control"]).toBe("no-store");
    const files = unzipSync(new Uint8Array(archive.rawPayload));
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining(["index.html", "profile.json", "comments.json", "rsvps.json", "photos.json"]),
    );
    expect(names).toContain(`uploads/${anaImage}.jpg`);
    const everything = names
      .filter((n) => !n.startsWith("uploads/"))
      .map((n) => strFromU8(files[n]!))
      .join("\n");
    expect(everything).toContain("Ana's own words about the evening");
    expect(everything).toContain(ana.email);
    expect(everything).toContain("Evening at the Rijksmuseum");
    // Nothing of anyone else's: not Bea's comment, name or address.
    expect(everything).not.toContain("Bea's private aside");
    expect(everything).not.toContain(bea.name);
    expect(everything).not.toContain(bea.email);
    expect(JSON.parse(strFromU8(files["notifications.json"]!))).toEqual([
      expect.objectContaining({ notice: "mention", about: "event", id: eventId, read_at: null }),
      expect.objectContaining({ notice: "message", about: "conversation", read_at: null }),
      { preference: "mention", delivery: "inbox" },
    ]);
    expect(strFromU8(files["payments.json"]!)).toContain("Wire 4471");
    expect(strFromU8(files["messages.json"]!)).toContain("Shall we share a taxi home?");
    expect(everything).not.toContain("Bea's answer, hers alone");
    expect(strFromU8(files["index.html"]!)).toContain("Ana&#39;s own words");

    // Once only.
    expect((await call(ana.cookie, "GET", url)).statusCode).toBe(404);
    const actions = await server.database.db
      .selectFrom("audit_log")
      .select("action")
      .where("target", "=", `user:${ana.userId}`)
      .execute();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(["privacy.export-requested", "privacy.export-ready", "privacy.export-downloaded"]),
    );
  });

  it("is refused once its 24 hours are over", async () => {
    const url = await exportLink();
    await server.database.db
      .updateTable("privacy_exports")
      .set({ expires_at: Date.now() - 1 })
      .where("status", "=", "ready")
      .execute();
    expect((await call(ana.cookie, "GET", url)).statusCode).toBe(404);
    expect((await call(ana.cookie, "GET", "/api/me/privacy")).json().export.status).toBe("expired");
  });
});

describe("closing her account", () => {
  it.each([
    ["a wrong password", { password: "not-her-password", comments: "keep", leave_event_photos: false }],
    ["no password", { comments: "keep", leave_event_photos: false }],
    ["an unknown choice for her comments", { password: TEST_PASSWORD, comments: "archive", leave_event_photos: false }],
  ])("is refused with %s, with a clear 400 and nothing changed", async (_what, body) => {
    const before = await databaseSnapshot(server);
    const answer = await call(bea.cookie, "POST", "/api/me/close", body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toEqual(expect.any(String));
    const after = await databaseSnapshot(server);
    // A wrong password is audited nowhere but counted in the sign-in guard (rate limits, not in the snapshot).
    expect(after.account_closures).toEqual(before.account_closures);
    expect(after.sessions).toEqual(before.sessions);
  });

  it("is refused to anyone not signed in", async () => {
    expect(
      (
        await call(undefined, "POST", "/api/me/close", {
          password: TEST_PASSWORD,
          comments: "keep",
          leave_event_photos: false,
        })
      ).statusCode,
    ).toBe(401);
  });

  it("asks a member with a second factor for it again (step-up)", async () => {
    const member = await createMember(server);
    const cookie = await login(server.app, member.email);
    await server.database.db
      .insertInto("totp_factors")
      .values({
        user_id: member.userId,
        secret_encrypted: "x",
        confirmed_at: Date.now(),
        last_used_step: null,
        created_at: Date.now(),
      })
      .execute();
    await ageProof(server, member.userId);
    const answer = await call(cookie, "POST", "/api/me/close", {
      password: TEST_PASSWORD,
      comments: "keep",
      leave_event_photos: false,
    });
    expect(answer.statusCode, answer.body).toBe(403);
    expect(
      await server.database.db
        .selectFrom("account_closures")
        .selectAll()
        .where("user_id", "=", member.userId)
        .execute(),
    ).toEqual([]);
  });

  it("signs her out; signing in within the period reopens it", async () => {
    // A sign-in with no closure leaves the events lists' copies alone; her closing and her return each renew them.
    const eventsVersion = async () =>
      (
        await server.database.db
          .selectFrom("change_versions")
          .select("version")
          .where("name", "=", "events")
          .executeTakeFirstOrThrow()
      ).version;
    const untouched = await eventsVersion();
    await signIn(ana);
    expect(await eventsVersion()).toBe(untouched);
    const answer = await call(bea.cookie, "POST", "/api/me/close", {
      password: TEST_PASSWORD,
      comments: "keep",
      leave_event_photos: false,
    });
    expect(answer.statusCode).toBe(200);
    expect(Date.parse(answer.json().erase_after) - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    expect((await call(bea.cookie, "GET", "/api/me/privacy")).statusCode).toBe(401);
    const closed = await eventsVersion();
    expect(closed).toBeGreaterThan(untouched);
    await signIn(bea);
    expect(await eventsVersion()).toBeGreaterThan(closed);
    expect((await call(bea.cookie, "GET", "/api/me/privacy")).json().closing).toBeNull();
    const actions = (
      await server.database.db
        .selectFrom("audit_log")
        .select(["action", "details"])
        .where("target", "=", `user:${bea.userId}`)
        .execute()
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["account.closed", "account.reopened"]));
  });

  it("erases her after the period, leaving no row with her name or address on any table", async () => {
    const before = mediaFiles(server);
    expect(before.some((f) => f.includes(anaImage))).toBe(true);
    const closed = await call(ana.cookie, "POST", "/api/me/close", {
      password: TEST_PASSWORD,
      comments: "keep",
      leave_event_photos: false,
    });
    expect(closed.statusCode).toBe(200);
    expect((await call(ana.cookie, "GET", "/api/me/privacy")).statusCode).toBe(401);

    // Not before its time.
    expect(await server.app.privacy.eraseDueAccounts()).toBe(0);
    const later = () => Date.now() + 31 * 24 * 3600_000;
    const [first, second] = await Promise.all([
      server.app.privacy.eraseDueAccounts(later),
      server.app.privacy.eraseDueAccounts(later),
    ]);
    expect(first + second).toBe(1);

    const snapshot = await databaseSnapshot(server);
    for (const [table, rows] of Object.entries(snapshot))
      for (const row of rows) {
        expect(row, table).not.toContain(ana.name);
        expect(row.toLowerCase(), table).not.toContain(ana.email);
      }
    const messages = await server.database.db.selectFrom("messages").select(["author_id", "text"]).execute();
    expect(messages).toEqual([{ author_id: bea.userId, text: "Bea's answer, hers alone" }]);
    for (const table of ["notices", "notification_preferences", "dues_entries"] as const) {
      const left = await server.database.db
        .selectFrom(table)
        .select("user_id")
        .where("user_id", "=", ana.userId)
        .execute();
      // Her dues stay, under the former member's account, as the club's books must (decision 0047).
      expect(left.length, table).toBe(table === "dues_entries" ? 1 : 0);
    }
    // Her photo and its files are gone; her comment is kept, as a former member's.
    expect(mediaFiles(server).some((f) => f.includes(anaImage))).toBe(false);
    const comments = (await call(bea.cookie, "GET", `/api/comments?commentableId=${eventId}`)).json();
    const texts = JSON.stringify(comments);
    expect(texts).toContain("Ana's own words about the evening");
    expect(texts).toContain("Former member");
    expect(texts).toContain("Bea's private aside");
    // She cannot sign in; admins see that she closed her account, not what went.
    const refused = await server.app.inject({
      method: "POST",
      url: "/login",
      payload: { email: ana.email, password: TEST_PASSWORD },
    });
    expect(refused.statusCode).toBe(401);
    const audit = await server.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("target", "=", `user:${ana.userId}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["account.closed", "account.erased"]));
    expect(audit.find((a) => a.action === "account.erased")?.details).toBeNull();
  });
});
