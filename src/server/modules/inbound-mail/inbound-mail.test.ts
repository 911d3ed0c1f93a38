import nodemailer from "nodemailer";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signedTokens } from "../../kernel/tokens/signed-tokens.ts";
import { loadSecretKey } from "../../secret-key.ts";
import {
  createMember,
  login,
  startTestServer,
  TestLog,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { REPLY_ADDRESS_PURPOSE, startInboundListener } from "./index.ts";
import { replyAddresses } from "./reply-address.ts";

const DOMAIN = "reply.salon.test";
let server: TestServer;
let listener: Awaited<ReturnType<typeof startInboundListener>>;
const log = new TestLog();
const people = {} as Record<"host" | "ada" | "mary", { userId: number; email: string; cookie: string }>;
let openEventId: string;
let privateEventId: string;
let conversationId: string;

const call = (who: keyof typeof people, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie: people[who].cookie } });

/** The Reply-To of the last email of this kind queued for her. */
async function replyAddressOf(who: keyof typeof people, kind: string): Promise<string> {
  const row = await server.database.db
    .selectFrom("outbox")
    .select("headers")
    .where("recipient_email", "=", people[who].email.toLowerCase())
    .where("kind", "=", kind)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const replyTo = (JSON.parse(row.headers ?? "{}") as Record<string, string>)["Reply-To"];
  if (!replyTo) throw new Error(`no Reply-To on her ${kind} email`);
  return replyTo;
}

/** Sends a reply with a real SMTP client to the real listener; answers the server's code. */
async function send(mail: { from: string; to: string; text: string; headers?: Record<string, string> }) {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: listener.port,
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail({ subject: "Re: your club", ...mail });
    return 250;
  } catch (error) {
    return (error as { responseCode?: number }).responseCode ?? 0;
  } finally {
    transport.close();
  }
}

const quoted = (words: string) =>
  `${words}\n\n-- \nSent from my phone\n\nOn Sat, Nov 28, 2026 at 10:52 AM Salon <${"reply+x"}@${DOMAIN}> wrote:\n> The words of the notice\n> and more of them\n`;

const messages = async () =>
  (await call("ada", "GET", `/api/conversations/${conversationId}/messages`)).json<{
    messages: { text: string; author: { user_id: number } }[];
  }>().messages;
const comments = async (who: keyof typeof people, eventId: string) =>
  (await call(who, "GET", `/api/comments?commentableId=${eventId}`)).json<{ content: string }[]>();
const counts = async () => ({
  messages: Number(
    (
      await server.database.db
        .selectFrom("messages")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  comments: Number(
    (
      await server.database.db
        .selectFrom("comments")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

beforeAll(async () => {
  server = await startTestServer({ INBOUND_SMTP_PORT: "2525", INBOUND_REPLY_DOMAIN: DOMAIN }, { log });
  listener = await startInboundListener(server.app.inboundMail!, { host: "127.0.0.1", port: 0 }, server.app.log);
  const names = { host: "Hedy Lamarr", ada: "Ada Lovelace", mary: "Mary Shelley" };
  for (const [key, name] of Object.entries(names)) {
    const member = await createMember(server, { name, type: key === "host" ? "Founding" : "Standard" });
    people[key as keyof typeof people] = { ...member, cookie: await login(server.app, member.email) };
  }
  openEventId = (await call("host", "POST", "/api/events", eventPayload({ title: "Autumn Salon Dinner" }))).json().id;
  privateEventId = (
    await call("host", "POST", "/api/events", eventPayload({ title: "Private supper", exclusivity: "invite-only" }))
  ).json().id;
  const started = await call("ada", "POST", "/api/conversations", {
    user_ids: [people.mary.userId],
    text: "Shall we share a car to the dinner?",
  });
  expect(started.statusCode, started.body).toBe(201);
  conversationId = started.json<{ id: string }>().id;
}, 60_000);

afterAll(async () => {
  await listener?.close();
  await server?.close();
});

beforeEach(async () => {
  await server.database.db.deleteFrom("rate_limits").execute();
});

describe("reply by email", () => {
  it("a reply to a message's email becomes her message in that conversation, without what it quotes or its signature", async () => {
    const address = await replyAddressOf("mary", "message-notice");
    expect(address).toMatch(new RegExp(`^reply\\+[a-z2-7]+@${DOMAIN.replaceAll(".", "\\.")}$`));
    log.lines.length = 0;
    expect(await send({ from: people.mary.email, to: address, text: quoted("Yes! I'll drive. Six o'clock?") })).toBe(
      250,
    );
    const last = (await messages()).at(-1)!;
    expect(last).toMatchObject({ text: "Yes! I'll drive. Six o'clock?", author: { user_id: people.mary.userId } });
    // Ada hears of it as of any message: a notice, and an email whose own Reply-To she may answer.
    expect(await replyAddressOf("ada", "message-notice")).toMatch(/^reply\+/);
    // One line, without the words, the address or its token.
    const lines = log.lines.filter((line) => line.msg.startsWith("reply by email"));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.inboundReply).toEqual({ outcome: "accepted", target: "conversation", userId: people.mary.userId });
    expect(JSON.stringify(log.lines)).not.toContain("drive");
    expect(JSON.stringify(log.lines)).not.toContain(address.slice(6, 30));
  });

  it("reads a reply sent as HTML only, without its quoted part", async () => {
    const address = await replyAddressOf("mary", "message-notice");
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: listener.port, ignoreTLS: true });
    await transport.sendMail({
      from: people.mary.email,
      to: address,
      subject: "Re: You have a new message",
      html: `<div dir="ltr">See you at <b>six</b>.</div><br><div class="gmail_quote"><div>On Sat, Nov 28, 2026 at 10:52 AM Salon &lt;${address}&gt; wrote:<br></div><blockquote class="gmail_quote">Shall we share a car?</blockquote></div>`,
    });
    transport.close();
    expect((await messages()).at(-1)!.text).toBe("See you at six.");
  });

  it("the same reply delivered twice (one Message-ID) is posted once; another reply is posted (decision 0071)", async () => {
    const address = await replyAddressOf("mary", "message-notice");
    const deliver = async (messageId: string, text: string) => {
      const transport = nodemailer.createTransport({ host: "127.0.0.1", port: listener.port, ignoreTLS: true });
      try {
        await transport.sendMail({ from: people.mary.email, to: address, subject: "Re: a message", text, messageId });
        return 250;
      } catch (error) {
        return (error as { responseCode?: number }).responseCode ?? 0;
      } finally {
        transport.close();
      }
    };
    const before = (await counts()).messages;
    log.lines.length = 0;
    expect(await deliver("<twice-1@mail.example>", "Bring the map.")).toBe(250);
    // Her server lost our answer and delivers it again: accepted, so that it stops, and not posted again.
    expect(await deliver("<twice-1@mail.example>", "Bring the map.")).toBe(250);
    expect((await counts()).messages).toBe(before + 1);
    expect((await messages()).filter((m) => m.text === "Bring the map.")).toHaveLength(1);
    expect(
      log.lines
        .filter((l) => l.msg.startsWith("reply by email"))
        .map((l) => [l.msg, (l.inboundReply as { outcome: string }).outcome]),
    ).toEqual([
      ["reply by email posted", "accepted"],
      ["reply by email already posted", "duplicate"],
    ]);
    expect(await deliver("<twice-2@mail.example>", "Bring the map.")).toBe(250);
    expect((await counts()).messages).toBe(before + 2);
  });

  it("a reply to a comment's email becomes her comment on that event", async () => {
    expect(
      (await call("mary", "POST", "/api/comments", { commentableId: openEventId, content: "Who brings wine?" }))
        .statusCode,
    ).toBe(201);
    const address = await replyAddressOf("host", "comment-on-yours");
    expect(await send({ from: people.host.email.toUpperCase(), to: address, text: quoted("I do: a Chablis.") })).toBe(
      250,
    );
    expect((await comments("host", openEventId))[0]!.content).toBe("I do: a Chablis.");
  });

  it("refuses an unsigned, tampered, expired or foreign reply address, and writes nothing", async () => {
    const address = await replyAddressOf("mary", "message-notice");
    const before = await counts();
    const token = address.slice("reply+".length, address.indexOf("@"));
    const flipped = token.slice(0, 10) + (token[10] === "a" ? "b" : "a") + token.slice(11);
    const expired = replyAddresses(
      signedTokens(loadSecretKey(server.config), REPLY_ADDRESS_PURPOSE),
      DOMAIN,
      () => Date.now() - 31 * 24 * 60 * 60 * 1000,
    ).forEmail({
      kind: "message-notice",
      to: people.mary.email,
      userId: people.mary.userId,
      data: { authorName: "Ada Lovelace", conversationId, text: "x" },
    })!;
    const otherClub = replyAddresses(
      signedTokens("another club's secret key, 32 chars+", REPLY_ADDRESS_PURPOSE),
      DOMAIN,
    ).forEmail({
      kind: "message-notice",
      to: people.mary.email,
      userId: people.mary.userId,
      data: { authorName: "Ada Lovelace", conversationId, text: "x" },
    })!;
    log.lines.length = 0;
    for (const to of [
      `reply+abcdefgh@${DOMAIN}`,
      `reply+${flipped}@${DOMAIN}`,
      expired,
      otherClub,
      `reply+${token}@elsewhere.test`,
      `someone@${DOMAIN}`,
    ])
      expect(await send({ from: people.mary.email, to, text: "Posted?" }), to).toBe(550);
    expect(await counts()).toEqual(before);
    expect(
      log.lines
        .filter((line) => line.msg === "reply by email refused")
        .map((line) => (line.inboundReply as { reason: string }).reason),
    ).toEqual(["unsigned", "forged", "expired", "forged", "foreign", "foreign"]);
  });

  it("refuses a reply from another address than hers, an automatic reply, and one with no words of its own", async () => {
    const address = await replyAddressOf("mary", "message-notice");
    const before = await counts();
    expect(await send({ from: people.ada.email, to: address, text: "Forged by Ada" })).toBe(550);
    expect(await send({ from: "mary@elsewhere.test", to: address, text: "From her other mail" })).toBe(550);
    expect(
      await send({
        from: people.mary.email,
        to: address,
        text: "I am away",
        headers: { "Auto-Submitted": "auto-replied" },
      }),
    ).toBe(550);
    expect(await send({ from: people.mary.email, to: address, text: quoted("") })).toBe(550);
    expect(await counts()).toEqual(before);
  });

  it("refuses a reply on an event she may no longer see (uninvited) and writes nothing", async () => {
    await call("host", "POST", "/api/events/invite", { eventId: privateEventId, userIds: [people.ada.userId] });
    const mentioned = await call("host", "POST", "/api/comments", {
      commentableId: privateEventId,
      content: "Bring the menu, @Ada Lovelace",
      mentions: [people.ada.userId],
    });
    expect(mentioned.statusCode).toBe(201);
    const address = await replyAddressOf("ada", "comment-mention");
    await server.database.db.deleteFrom("event_invitations").where("user_id", "=", people.ada.userId).execute();
    const before = await counts();
    expect(await send({ from: people.ada.email, to: address, text: "Of course." })).toBe(550);
    expect(await counts()).toEqual(before);
  });

  it("refuses a deactivated member's reply, one before her new password, and one into a conversation a block made read-only", async () => {
    const address = await replyAddressOf("mary", "message-notice");
    const before = await counts();
    const db = server.database.db;
    await db.updateTable("users").set({ active: 0 }).where("user_id", "=", people.mary.userId).execute();
    expect(await send({ from: people.mary.email, to: address, text: "Still here" })).toBe(550);
    await db.updateTable("users").set({ active: 1 }).where("user_id", "=", people.mary.userId).execute();
    // What her sessions would ask first is asked first: a new password to choose.
    await db.updateTable("users").set({ must_change_password: 1 }).where("user_id", "=", people.mary.userId).execute();
    expect(await send({ from: people.mary.email, to: address, text: "Before my new password" })).toBe(550);
    await db.updateTable("users").set({ must_change_password: 0 }).where("user_id", "=", people.mary.userId).execute();
    expect((await call("ada", "POST", `/api/members/${people.mary.userId}/block`)).statusCode).toBe(200);
    expect(await send({ from: people.mary.email, to: address, text: "Blocked?" })).toBe(550);
    expect(await counts()).toEqual(before);
    await call("ada", "DELETE", `/api/members/${people.mary.userId}/block`);
    expect(await send({ from: people.mary.email, to: address, text: "Unblocked: hello again" })).toBe(250);
    expect((await messages()).at(-1)!.text).toBe("Unblocked: hello again");
  });

  it("refuses an oversized reply (5xx) and writes nothing", async () => {
    const address = await replyAddressOf("mary", "message-notice");
    const before = await counts();
    const code = await send({ from: people.mary.email, to: address, text: "A long story. ".repeat(30_000) });
    expect(code).toBeGreaterThanOrEqual(550);
    expect(code).toBeLessThan(560);
    expect(await counts()).toEqual(before);
  });

  it("counts replies against the same limits as the web", async () => {
    const address = await replyAddressOf("mary", "message-notice");
    const db = server.database.db;
    await db
      .insertInto("rate_limits")
      .values({ bucket: `message:${people.mary.userId}`, window_start: Date.now(), hits: 60 })
      .execute();
    const before = await counts();
    expect(await send({ from: people.mary.email, to: address, text: "One too many" })).toBe(451);
    expect(await counts()).toEqual(before);
  });
});

describe("the notice emails", () => {
  it("carry no Reply-To when the listener is not configured", async () => {
    const plain = await startTestServer();
    try {
      const ada = await createMember(plain, { name: "Ada Lovelace" });
      const mary = await createMember(plain, { name: "Mary Shelley" });
      const cookie = await login(plain.app, ada.email);
      const started = await plain.app.inject({
        method: "POST",
        url: "/api/conversations",
        headers: { cookie },
        payload: { user_ids: [mary.userId], text: "Hello" },
      });
      expect(started.statusCode).toBe(201);
      const row = await plain.database.db
        .selectFrom("outbox")
        .select(["kind", "headers"])
        .where("recipient_email", "=", mary.email.toLowerCase())
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ kind: "message-notice", headers: null });
    } finally {
      await plain.close();
    }
  });
});
