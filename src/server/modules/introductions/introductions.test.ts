import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createMember,
  login,
  queuedEmails,
  startTestServer,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";

/**
 * Introductions and an organiser's message (docs/product/conversations.md#introductions, decision 0062), on both
 * databases. The club asks admins for a second factor: its admin here has none, and so acts as a member.
 */
type Who = { cookie: string | undefined; userId: number; email: string; name: string };
type Method = "GET" | "POST" | "PUT" | "DELETE";

let server: TestServer;
let ada: Who; // the asker
let iris: Who; // the introducer: she met both
let mary: Who; // the member Ada would meet: receives messages from members she met only
let stranger: Who; // met nobody
let admin: Who; // holds the admin role, without her second factor
let organiser: Who;
const anonymous = { cookie: undefined } as const;

const call = (who: { cookie: string | undefined }, method: Method, url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: who.cookie ? { cookie: who.cookie } : {},
  });

async function member(name: string, extra: { admin?: boolean; type?: "Founding" } = {}): Promise<Who> {
  const created = await createMember(server, { name, ...extra, ...(extra.admin ? { type: "Founding" } : {}) });
  return { cookie: await login(server.app, created.email), userId: created.userId, email: created.email, name };
}

/** A past event both took part in: they have met. */
async function meet(...people: Who[]) {
  const created = await call(organiser, "POST", "/api/events", eventPayload({ title: `Supper ${Math.random()}` }));
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  await server.database.db
    .updateTable("events")
    .set({ starts_at: Date.now() - 86_400_000 })
    .where("id", "=", id)
    .execute();
  await server.database.db
    .insertInto("event_participants")
    .values(people.map((p) => ({ event_id: id, user_id: p.userId, joined_at: 1 })))
    .execute();
  return id;
}

const ask = (who: { cookie: string | undefined }, introducer: Who, to: Who, reason = "We both paint.") =>
  call(who, "POST", "/api/introductions", { introducer_id: introducer.userId, to_user_id: to.userId, reason });

const noticesOf = async (who: Who) =>
  (await call(who, "GET", "/api/me/notifications")).json().notices as {
    kind: string;
    subject: { kind: string; id: string; title: string };
    actor: { name: string } | null;
    excerpt: string | null;
  }[];

const introductionsOf = async (who: Who) =>
  (await call(who, "GET", "/api/introductions")).json().introductions as {
    id: string;
    role: string;
    state: string;
    actions: string[];
    note: string | null;
    reason: string | null;
    conversation_id: string | null;
  }[];

const count = async () =>
  Number(
    (
      await server.database.db
        .selectFrom("introductions")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  server = await startTestServer({ REQUIRE_ADMIN_2FA: "true" });
  organiser = await member("Olive Organiser", { type: "Founding" });
  ada = await member("Ada Lovelace");
  iris = await member("Iris Murdoch");
  mary = await member("Mary Shelley");
  stranger = await member("Sam Stranger");
  admin = await member("Alma Admin", { admin: true });
  await meet(ada, iris);
  await meet(iris, mary);
  await call(mary, "PUT", "/api/me/message-settings", { who_may_message: "met" });
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await server.database.db.deleteFrom("rate_limits").execute();
  await server.database.db.deleteFrom("member_blocks").execute();
  await server.database.db.deleteFrom("introductions").execute();
  await server.database.db.deleteFrom("notices").execute();
});

describe("asking for an introduction", () => {
  it("Ada sees Iris (who met both) and the admin as introducers; she asks Iris; Iris hears of it, no one else", async () => {
    const choices = await call(ada, "GET", `/api/members/${mary.userId}/introducers`);
    expect(choices.statusCode, choices.body).toBe(200);
    expect(choices.json()).toEqual({
      may_message: false,
      introducers: [
        { user_id: admin.userId, name: "Alma Admin" },
        { user_id: iris.userId, name: "Iris Murdoch" },
      ],
    });
    const asked = await ask(ada, iris, mary);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ role: "asker", state: "asked", reason: "We both paint.", actions: [] });
    const [notice] = await noticesOf(iris);
    expect(notice).toMatchObject({
      kind: "introduction",
      subject: { kind: "introduction", title: "Ada Lovelace asks you to introduce them to Mary Shelley" },
      actor: { name: "Ada Lovelace" },
      excerpt: "We both paint.",
    });
    expect(await noticesOf(mary)).toEqual([]);
    expect(await introductionsOf(mary)).toEqual([]);
    expect(await introductionsOf(iris)).toMatchObject([{ role: "introducer", actions: ["forward", "decline"] }]);
    // A second while one is open: 409.
    expect((await ask(ada, admin, mary)).statusCode).toBe(409);
    expect(await count()).toBe(1);
  });

  it("refuses: anonymous, herself, a stranger or the member herself as introducer, someone she may write to", async () => {
    expect((await ask(anonymous, iris, mary)).statusCode).toBe(401);
    expect((await call(anonymous, "GET", "/api/introductions")).statusCode).toBe(401);
    expect((await ask(ada, iris, ada)).statusCode).toBe(400);
    expect((await ask(ada, mary, mary)).statusCode).toBe(400);
    expect((await ask(ada, stranger, mary)).statusCode).toBe(403);
    expect((await ask(ada, stranger, mary)).json().message).toBe("Choose a member who has met you both, or an admin.");
    // Iris receives from members: Ada may just write.
    const already = await ask(ada, admin, iris);
    expect(already.statusCode).toBe(409);
    expect(already.json().message).toBe("You may already write to this member: just write.");
    expect((await ask(ada, iris, { ...mary, userId: 999_999 })).statusCode).toBe(404);
    for (const body of [
      {},
      { introducer_id: iris.userId, to_user_id: mary.userId, reason: "" },
      { introducer_id: iris.userId, to_user_id: mary.userId, reason: "x".repeat(1001) },
      { introducer_id: "two", to_user_id: mary.userId, reason: "Hi" },
      { introducer_id: iris.userId, to_user_id: 3_000_000_000, reason: "Hi" },
      { introducer_id: iris.userId, to_user_id: mary.userId, reason: "Hi", extra: 1 },
    ]) {
      const answer = await call(ada, "POST", "/api/introductions", body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message).toBeTruthy();
    }
    expect(await count()).toBe(0);
  });

  it("refuses a member who blocked her or whom she blocked, and a deactivated member or introducer", async () => {
    await call(mary, "POST", `/api/members/${ada.userId}/block`);
    expect((await ask(ada, iris, mary)).statusCode).toBe(403);
    expect((await call(ada, "GET", `/api/members/${mary.userId}/introducers`)).json().introducers).toEqual([]);
    await call(mary, "DELETE", `/api/members/${ada.userId}/block`);
    await call(ada, "POST", `/api/members/${mary.userId}/block`);
    expect((await ask(ada, iris, mary)).statusCode).toBe(403);
    await call(ada, "DELETE", `/api/members/${mary.userId}/block`);
    // Iris blocked Ada: she is no introducer of hers.
    await call(iris, "POST", `/api/members/${ada.userId}/block`);
    expect((await ask(ada, iris, mary)).statusCode).toBe(403);
    await call(iris, "DELETE", `/api/members/${ada.userId}/block`);

    const gone = await member("Gone Gwen");
    const goneIntroducer = await member("Gone Greta");
    await call(gone, "PUT", "/api/me/message-settings", { who_may_message: "nobody" });
    await meet(ada, goneIntroducer, gone);
    const db = server.database.db;
    await db.updateTable("users").set({ active: 0 }).where("user_id", "=", gone.userId).execute();
    expect((await ask(ada, iris, gone)).statusCode).toBe(404);
    await db.updateTable("users").set({ active: 1 }).where("user_id", "=", gone.userId).execute();
    await db.updateTable("users").set({ active: 0 }).where("user_id", "=", goneIntroducer.userId).execute();
    expect((await ask(ada, goneIntroducer, gone)).statusCode).toBe(404);
    expect(await count()).toBe(0);
  });

  it("is rate limited: ten a day", async () => {
    const others: Who[] = [];
    for (let i = 0; i < 11; i += 1) others.push(await member(`Quiet ${i}`));
    for (const other of others) await call(other, "PUT", "/api/me/message-settings", { who_may_message: "nobody" });
    const answers = [];
    for (const other of others) answers.push((await ask(ada, admin, other)).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe("from request to conversation", () => {
  it("Iris forwards with a note, Mary accepts: a conversation opens with the note at its top; they write", async () => {
    const { id } = (await ask(ada, iris, mary)).json();
    // Only Iris may forward; Mary does not see it yet; the admin without her factor is a stranger to it.
    for (const who of [mary, stranger, admin])
      expect((await call(who, "POST", `/api/introductions/${id}/forward`, { note: "Meet!" })).statusCode).toBe(404);
    expect((await call(ada, "POST", `/api/introductions/${id}/forward`, { note: "Meet!" })).statusCode).toBe(403);
    expect((await call(ada, "POST", `/api/introductions/${id}/accept`)).statusCode).toBe(403);
    expect((await call(iris, "POST", `/api/introductions/${id}/forward`, { note: "" })).statusCode).toBe(400);
    expect((await call(iris, "POST", `/api/introductions/not-a-uuid/forward`, { note: "Hi" })).statusCode).toBe(400);
    expect((await call(anonymous, "POST", `/api/introductions/${id}/forward`, { note: "Hi" })).statusCode).toBe(401);

    const note = "Ada paints seascapes; Mary, you will love her studio.";
    const forwarded = await call(iris, "POST", `/api/introductions/${id}/forward`, { note });
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    expect(forwarded.json()).toMatchObject({ state: "forwarded", note, actions: [] });
    expect((await call(iris, "POST", `/api/introductions/${id}/forward`, { note })).statusCode).toBe(409);
    // Ada still sees "asked", and no note; she hears nothing of the forward.
    expect(await introductionsOf(ada)).toMatchObject([{ state: "asked", note: null }]);
    expect(await noticesOf(ada)).toEqual([]);
    expect(await noticesOf(mary)).toMatchObject([
      {
        kind: "introduction",
        subject: { kind: "introduction", id, title: "Iris Murdoch would like to introduce you to Ada Lovelace" },
        excerpt: note,
      },
    ]);
    expect(await introductionsOf(mary)).toMatchObject([
      { role: "introduced", state: "forwarded", reason: null, note, actions: ["accept", "decline"] },
    ]);
    expect((await call(iris, "POST", `/api/introductions/${id}/accept`)).statusCode).toBe(403);
    for (const who of [stranger, admin])
      expect((await call(who, "POST", `/api/introductions/${id}/accept`)).statusCode).toBe(404);

    const accepted = await call(mary, "POST", `/api/introductions/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const conversationId = accepted.json().conversation_id as string;
    expect(accepted.json()).toMatchObject({ state: "made" });
    expect(await introductionsOf(ada)).toMatchObject([{ state: "made", note, conversation_id: conversationId }]);
    expect(await introductionsOf(iris)).toMatchObject([{ state: "made", conversation_id: null }]);
    expect((await noticesOf(ada))[0]).toMatchObject({
      subject: { kind: "conversation", id: conversationId },
      actor: { name: "Mary Shelley" },
    });
    expect((await noticesOf(iris))[0]!.subject.title).toBe(
      "Ada Lovelace and Mary Shelley are introduced, thanks to you",
    );

    const page = (await call(ada, "GET", `/api/conversations/${conversationId}/messages`)).json();
    expect(page.conversation).toMatchObject({
      writable: true,
      introduction: { introducer: { user_id: iris.userId, name: "Iris Murdoch" }, note },
    });
    const written = await call(ada, "POST", `/api/conversations/${conversationId}/messages`, { text: "Hello Mary!" });
    expect(written.statusCode, written.body).toBe(201);
    expect((await call(iris, "GET", `/api/conversations/${conversationId}/messages`)).statusCode).toBe(404);
    expect((await call(admin, "GET", `/api/conversations/${conversationId}/messages`)).statusCode).toBe(404);
    // Made: no step is left, for anyone.
    expect((await call(mary, "POST", `/api/introductions/${id}/decline`)).statusCode).toBe(409);
  });

  it("an introduction cannot go on once Mary has blocked Ada or Ada left", async () => {
    const { id } = (await ask(ada, iris, mary)).json();
    await call(mary, "POST", `/api/members/${ada.userId}/block`);
    expect((await call(iris, "POST", `/api/introductions/${id}/forward`, { note: "Hi" })).statusCode).toBe(409);
    await call(mary, "DELETE", `/api/members/${ada.userId}/block`);
    await call(iris, "POST", `/api/introductions/${id}/forward`, { note: "Hi" });
    await call(mary, "POST", `/api/members/${ada.userId}/block`);
    expect((await call(mary, "POST", `/api/introductions/${id}/accept`)).statusCode).toBe(409);
    expect(await introductionsOf(mary)).toMatchObject([{ state: "forwarded" }]);
  });
});

describe("not now", () => {
  /** What Ada knows of it, in her list and her notices. */
  const adaKnows = async () => ({
    list: (await introductionsOf(ada)).map(({ state, note, actions, conversation_id }) => ({
      state,
      note,
      actions,
      conversation_id,
    })),
    notices: (await noticesOf(ada)).map(({ kind, subject, actor, excerpt }) => ({
      kind,
      title: subject.title,
      actor,
      excerpt,
    })),
  });

  it("Ada learns the same whether Iris or Mary declined; Mary never hears of one Iris declined", async () => {
    const first = (await ask(ada, iris, mary)).json();
    expect((await call(ada, "POST", `/api/introductions/${first.id}/decline`)).statusCode).toBe(403);
    expect((await call(iris, "POST", `/api/introductions/${first.id}/decline`)).statusCode).toBe(200);
    const byIntroducer = await adaKnows();
    expect(byIntroducer).toEqual({
      list: [{ state: "not-now", note: null, actions: [], conversation_id: null }],
      notices: [
        { kind: "introduction", title: "Not now: your introduction to Mary Shelley", actor: null, excerpt: null },
      ],
    });
    expect(await introductionsOf(mary)).toEqual([]);
    expect(await noticesOf(mary)).toEqual([]);
    expect((await call(mary, "POST", `/api/introductions/${first.id}/accept`)).statusCode).toBe(404);

    await server.database.db.deleteFrom("introductions").execute();
    await server.database.db.deleteFrom("notices").execute();
    const second = (await ask(ada, iris, mary)).json();
    await call(iris, "POST", `/api/introductions/${second.id}/forward`, { note: "You two should meet." });
    expect((await call(mary, "POST", `/api/introductions/${second.id}/decline`)).statusCode).toBe(200);
    expect(await adaKnows()).toEqual(byIntroducer);
    expect((await noticesOf(iris))[0]!.subject.title).toBe("Not now: Ada Lovelace's introduction to Mary Shelley");
    // Declined, she may ask again.
    expect((await ask(ada, iris, mary)).statusCode).toBe(201);
  });
});

describe("an organiser writes to all participants", () => {
  it("the organiser (or an admin with her power) only; each participant gets a notice, and an email when she chose it", async () => {
    const created = await call(organiser, "POST", "/api/events", eventPayload({ title: "Autumn Salon Dinner" }));
    const eventId = created.json().id as string;
    const db = server.database.db;
    await db
      .insertInto("event_participants")
      .values([ada, mary, iris].map((p) => ({ event_id: eventId, user_id: p.userId, joined_at: 1 })))
      .execute();
    await call(mary, "PUT", "/api/me/notification-preferences", { "event-message": "inbox" });
    await call(iris, "PUT", "/api/me/notification-preferences", { "event-message": "off" });
    const url = `/api/events/${eventId}/messages`;
    const text = "Dinner moves to eight: the cellar door, by the garden.";
    expect((await call(anonymous, "POST", url, { text })).statusCode).toBe(401);
    for (const who of [ada, stranger, admin]) expect((await call(who, "POST", url, { text })).statusCode).toBe(403);
    for (const body of [{}, { text: "" }, { text: "x".repeat(2001) }, { text: "Hi", extra: true }])
      expect((await call(organiser, "POST", url, body)).statusCode).toBe(400);
    expect((await call(organiser, "POST", "/api/events/no-such-event/messages", { text })).statusCode).toBe(404);
    expect(await noticesOf(ada)).toEqual([]);

    const sent = await call(organiser, "POST", url, { text });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ sent_to: 2 });
    for (const who of [ada, mary])
      expect(await noticesOf(who)).toMatchObject([
        {
          kind: "event-message",
          subject: { kind: "event", id: eventId },
          actor: { name: "Olive Organiser" },
          excerpt: text,
        },
      ]);
    expect(await noticesOf(iris)).toEqual([]);
    const toAda = (await queuedEmails(server, ada.email)).filter((e) => e.kind === "event-message");
    expect(toAda).toHaveLength(1);
    expect(toAda[0]!.subject).toBe("Olive Organiser about Autumn Salon Dinner");
    expect(toAda[0]!.text_body).toContain(text);
    expect((await queuedEmails(server, mary.email)).filter((e) => e.kind === "event-message")).toEqual([]);
    expect((await queuedEmails(server, iris.email)).filter((e) => e.kind === "event-message")).toEqual([]);
  });
});
