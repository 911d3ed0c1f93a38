import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMember, login } from "../../../../test/server/harness/test-app.ts";
import { databaseSnapshot } from "../../../../test/server/kits/db-snapshot.ts";
import {
  admin,
  call,
  guest,
  host,
  founding,
  newStay,
  otherHost,
  openStaysClub,
  requestStay,
  server,
  stranger,
  type Who,
} from "../../../../test/server/kits/stays-club.ts";

/** Who reads and writes a conversation (docs/product/conversations.md, decision 0049), on both databases. */
openStaysClub();

type Member = Who & { member: { userId: number; email: string } };
let ada: Member;
let mary: Member;
let lapsed: Member;
const anonymous: Who = { cookie: undefined };

async function member(name: string): Promise<Member> {
  const created = await createMember(server, { name });
  return { cookie: await login(server.app, created.email), member: { userId: created.userId, email: created.email } };
}

const start = (who: Who, userIds: number[], text = "Hello there") =>
  call(who, "POST", "/api/conversations", { user_ids: userIds, text });
const noticesOf = (userId: number) =>
  server.database.db
    .selectFrom("notices")
    .selectAll()
    .where("user_id", "=", userId)
    .where("kind", "=", "message")
    .execute();

beforeAll(async () => {
  ada = await member("Ada Lovelace");
  mary = await member("Mary Shelley");
  lapsed = await member("Lapsed Lena");
  await server.database.db
    .updateTable("users")
    .set({ membership_term_start: Date.now() - 800 * 86_400_000, membership_term_end: Date.now() - 400 * 86_400_000 })
    .where("user_id", "=", lapsed.member.userId)
    .execute();
});

beforeEach(async () => {
  await server.database.db.deleteFrom("rate_limits").execute();
  await server.database.db.deleteFrom("member_blocks").execute();
  await server.database.db.deleteFrom("message_settings").execute();
});

describe("a direct conversation", () => {
  it("its participants read and write it; a notice reaches the other, none the sender; everyone else gets 404", async () => {
    const started = await start(ada, [mary.member.userId], "Shall we meet before the salon?");
    expect(started.statusCode, started.body).toBe(201);
    const conversation = started.json();
    expect(conversation.members).toEqual([{ user_id: mary.member.userId, name: "Mary Shelley" }]);
    expect(await noticesOf(ada.member.userId)).toHaveLength(0);
    const notices = await noticesOf(mary.member.userId);
    expect(notices.at(-1)).toMatchObject({ subject_kind: "conversation", subject_id: conversation.id });

    const list = (await call(mary, "GET", "/api/conversations")).json();
    expect(list.conversations[0]).toMatchObject({ id: conversation.id, unread_count: 1, writable: true });
    const page = await call(mary, "GET", `/api/conversations/${conversation.id}/messages`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().messages.map((m: { text: string }) => m.text)).toEqual(["Shall we meet before the salon?"]);
    expect((await call(mary, "GET", "/api/conversations")).json().conversations[0].unread_count).toBe(0);

    const answer = await call(mary, "POST", `/api/conversations/${conversation.id}/messages`, { text: "Yes, at 7." });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ text: "Yes, at 7.", mine: true });

    for (const outsider of [stranger, admin, host]) {
      expect((await call(outsider, "GET", `/api/conversations/${conversation.id}/messages`)).statusCode).toBe(404);
      expect(
        (await call(outsider, "POST", `/api/conversations/${conversation.id}/messages`, { text: "Hi" })).statusCode,
      ).toBe(404);
    }
    expect((await call(anonymous, "GET", `/api/conversations/${conversation.id}/messages`)).statusCode).toBe(401);

    // A second start with the same member reuses the conversation.
    expect((await start(mary, [ada.member.userId], "Again")).json().id).toBe(conversation.id);
  });

  it("admins read a message only once it is reported to them", async () => {
    const conversation = (await start(ada, [mary.member.userId], "Buy my paintings at a discount!")).json();
    const message = (await call(mary, "GET", `/api/conversations/${conversation.id}/messages`)).json().messages.at(-1);
    expect(
      (await call(admin, "GET", "/api/admin/reported-messages"))
        .json()
        .reports.map((r: { message: { id: number } }) => r.message.id),
    ).not.toContain(message.id);
    expect((await call(ada, "POST", `/api/messages/${message.id}/report`, { reason: "Mine" })).statusCode).toBe(403);
    expect((await call(stranger, "POST", `/api/messages/${message.id}/report`, { reason: "Spam" })).statusCode).toBe(
      404,
    );
    const reported = await call(mary, "POST", `/api/messages/${message.id}/report`, { reason: "Selling" });
    expect(reported.statusCode, reported.body).toBe(201);
    expect((await call(mary, "POST", `/api/messages/${message.id}/report`, { reason: "Again" })).statusCode).toBe(409);
    const reports = (await call(admin, "GET", "/api/admin/reported-messages")).json().reports;
    expect(reports[0]).toMatchObject({
      reason: "Selling",
      message: { id: message.id, text: "Buy my paintings at a discount!" },
    });
    expect((await call(mary, "GET", "/api/admin/reported-messages")).statusCode).toBe(403);
    expect((await call(admin, "GET", `/api/conversations/${conversation.id}/messages`)).statusCode).toBe(404);
  });

  it("a block stops starting and writing, both ways; unblocking lets them write again", async () => {
    const conversation = (await start(ada, [mary.member.userId])).json();
    expect((await call(mary, "POST", `/api/members/${ada.member.userId}/block`)).json()).toEqual({ blocked: true });
    expect((await start(ada, [mary.member.userId])).statusCode).toBe(403);
    expect((await call(ada, "POST", `/api/conversations/${conversation.id}/messages`, { text: "Hi" })).statusCode).toBe(
      403,
    );
    expect(
      (await call(mary, "POST", `/api/conversations/${conversation.id}/messages`, { text: "Hi" })).statusCode,
    ).toBe(403);
    expect((await call(ada, "GET", `/api/members/${mary.member.userId}/messaging`)).json()).toEqual({
      may_message: false,
      blocked: false,
    });
    expect((await call(mary, "GET", `/api/members/${ada.member.userId}/messaging`)).json()).toEqual({
      may_message: false,
      blocked: true,
    });
    expect((await call(mary, "DELETE", `/api/members/${ada.member.userId}/block`)).json()).toEqual({ blocked: false });
    expect((await call(ada, "POST", `/api/conversations/${conversation.id}/messages`, { text: "Hi" })).statusCode).toBe(
      201,
    );
  });

  it("who may write to her: members, met (an event both took part in), nobody", async () => {
    expect((await call(mary, "PUT", "/api/me/message-settings", { who_may_message: "nobody" })).statusCode).toBe(200);
    expect((await call(mary, "GET", "/api/me/message-settings")).json()).toEqual({ who_may_message: "nobody" });
    expect((await start(stranger, [mary.member.userId])).statusCode).toBe(403);
    await call(mary, "PUT", "/api/me/message-settings", { who_may_message: "met" });
    expect((await start(stranger, [mary.member.userId])).statusCode).toBe(403);
    await call(mary, "PUT", "/api/me/message-settings", { who_may_message: "members" });
    expect((await start(stranger, [mary.member.userId])).statusCode).toBe(201);
  });

  it("a deactivated member's conversations are read-only; a lapsed member reads and answers but starts none", async () => {
    const gone = await member("Emily Gone");
    const conversation = (await start(ada, [gone.member.userId])).json();
    await server.database.db
      .updateTable("users")
      .set({ active: 0 })
      .where("user_id", "=", gone.member.userId)
      .execute();
    expect(
      (await call(ada, "GET", `/api/conversations/${conversation.id}/messages`)).json().conversation.writable,
    ).toBe(false);
    expect((await call(ada, "POST", `/api/conversations/${conversation.id}/messages`, { text: "Hi" })).statusCode).toBe(
      403,
    );
    expect((await start(ada, [gone.member.userId])).statusCode).toBe(404);

    const withLapsed = (await start(ada, [lapsed.member.userId])).json();
    expect(
      (await call(lapsed, "POST", `/api/conversations/${withLapsed.id}/messages`, { text: "Thanks" })).statusCode,
    ).toBe(201);
    const refused = await start(lapsed, [mary.member.userId]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("membership_lapsed");
  });

  it("bad input: clear 4xx JSON and nothing written", async () => {
    const before = await databaseSnapshot(server);
    const cases: Array<[Who, string, string, object | undefined, number]> = [
      [ada, "POST", "/api/conversations", { user_ids: [], text: "Hi" }, 400],
      [ada, "POST", "/api/conversations", { user_ids: [mary.member.userId], text: "   " }, 400],
      [ada, "POST", "/api/conversations", { user_ids: [mary.member.userId], text: "x".repeat(4001) }, 400],
      [ada, "POST", "/api/conversations", { user_ids: [ada.member.userId], text: "Me" }, 400],
      [ada, "POST", "/api/conversations", { user_ids: [2_000_000_000], text: "Hi" }, 404],
      [ada, "POST", "/api/conversations", { user_ids: ["x"], text: "Hi" }, 400],
      [ada, "POST", "/api/conversations", { user_ids: [mary.member.userId], text: "Hi", html: "<b>" }, 400],
      [ada, "GET", "/api/conversations/not-a-uuid/messages", undefined, 400],
      [ada, "POST", "/api/conversations/01900000-0000-7000-8000-000000000000/messages", { text: "Hi" }, 404],
      [ada, "POST", "/api/members/abc/block", undefined, 400],
      [ada, "POST", `/api/members/${ada.member.userId}/block`, undefined, 400],
      [ada, "POST", "/api/members/2000000000/block", undefined, 404],
      [ada, "POST", "/api/messages/2000000000/report", { reason: "Spam" }, 404],
      [ada, "POST", "/api/messages/1/report", { reason: "" }, 400],
      [ada, "PUT", "/api/me/message-settings", { who_may_message: "everyone" }, 400],
    ];
    for (const [who, method, url, payload, status] of cases) {
      const answer = await call(who, method as "GET", url, payload as object);
      expect(answer.statusCode, `${method} ${url} ${answer.body}`).toBe(status);
      expect(answer.headers["content-type"]).toMatch(/application\/json/);
    }
    expect(await databaseSnapshot(server)).toEqual(before);
  });
});

describe("a stay request's conversation", () => {
  it("opens with the request (the guest's message first), for guest and host only, without the address", async () => {
    const stay = await newStay();
    const request = (await requestStay(stay.id, guest)).json();
    const forGuest = await call(guest, "GET", `/api/conversations/stay-requests/${request.id}`);
    expect(forGuest.statusCode, forGuest.body).toBe(200);
    const conversation = forGuest.json();
    expect(conversation).toMatchObject({ stay_request_id: request.id, writable: true });
    expect((await call(host, "GET", `/api/conversations/stay-requests/${request.id}`)).json().id).toBe(conversation.id);
    for (const outsider of [stranger, admin, ada])
      expect((await call(outsider, "GET", `/api/conversations/stay-requests/${request.id}`)).statusCode).toBe(404);
    const page = (await call(host, "GET", `/api/conversations/${conversation.id}/messages`)).json();
    expect(page.messages.map((m: { text: string }) => m.text)).toEqual(["We would love to come."]);
    expect(JSON.stringify(page)).not.toContain("Cristoforo");
    expect(
      (
        await call(host, "POST", `/api/conversations/${conversation.id}/messages`, {
          text: "Keys under the lemon pot.",
        })
      ).statusCode,
    ).toBe(201);
    expect((await noticesOf(guest.member.userId)).some((n) => n.subject_id === conversation.id)).toBe(true);

    // Thirty days after the stay it is read-only.
    await server.database.db
      .updateTable("conversations")
      .set({ writable_until: "2000-01-01" })
      .where("id", "=", conversation.id)
      .execute();
    expect(
      (await call(guest, "POST", `/api/conversations/${conversation.id}/messages`, { text: "Thanks!" })).statusCode,
    ).toBe(403);
  });
});

describe("search of messages (GET /api/search, kind messages)", () => {
  /** Whether she finds the message by its words: in results, in the count, in any snippet. */
  async function finds(who: Who, q: string) {
    await server.database.db.deleteFrom("rate_limits").execute();
    const answer = await call(who, "GET", `/api/search?q=${encodeURIComponent(q)}`);
    if (answer.statusCode === 401) return "unauthenticated";
    expect(answer.statusCode, answer.body).toBe(200);
    const group = answer.json().groups.find((g: { kind: string }) => g.kind === "messages") as {
      total: number;
      results: unknown[];
    };
    const narrowed = (await call(who, "GET", `/api/search?q=${encodeURIComponent(q)}&kind=messages`)).json();
    const seen = group.total > 0 || narrowed.groups[0].total > 0;
    if (!seen) expect(JSON.stringify(answer.json().groups).toLowerCase()).not.toContain(q.split(" ")[0]!.toLowerCase());
    return seen ? "found" : "hidden";
  }

  it("a direct conversation: its participants (lapsed, blocking or blocked too), nobody else, admins included", async () => {
    const talk = (await start(ada, [mary.member.userId, lapsed.member.userId], "Quillwort tincture at dawn")).json();
    expect(talk.id).toEqual(expect.any(String));
    await call(mary, "POST", `/api/members/${ada.member.userId}/block`);
    const rows: Array<[string, Who, "found" | "hidden" | "unauthenticated"]> = [
      ["the author", ada, "found"],
      ["a participant who blocked the author", mary, "found"],
      ["a lapsed participant", lapsed, "found"],
      ["another member", stranger, "hidden"],
      ["a Founding member", founding, "hidden"],
      ["a Travel Host", host, "hidden"],
      ["an admin", admin, "hidden"],
      ["anonymous", anonymous, "unauthenticated"],
    ];
    for (const [relation, who, outcome] of rows) expect(await finds(who, "quillwort tincture"), relation).toBe(outcome);
  });

  it("a deactivated member's conversation stays found by the participant who remains; not by admins", async () => {
    const gone = await member("Edith Away");
    await start(gone, [ada.member.userId], "Xanthic lanterns by the pond");
    await server.database.db
      .updateTable("users")
      .set({ active: 0 })
      .where("user_id", "=", gone.member.userId)
      .execute();
    expect(await finds(ada, "xanthic lanterns")).toBe("found");
    expect(await finds(admin, "xanthic lanterns")).toBe("hidden");
    expect(await finds(mary, "xanthic lanterns")).toBe("hidden");
  });

  it("a stay request's conversation: its guest and host, not another host, a stranger or admins", async () => {
    const stay = await newStay();
    const request = (await requestStay(stay.id, guest)).json();
    const conversation = (await call(guest, "GET", `/api/conversations/stay-requests/${request.id}`)).json();
    await call(host, "POST", `/api/conversations/${conversation.id}/messages`, { text: "Wisteria gate code later" });
    for (const [who, outcome] of [
      [guest, "found"],
      [host, "found"],
      [otherHost, "hidden"],
      [stranger, "hidden"],
      [admin, "hidden"],
    ] as const)
      expect(await finds(who, "wisteria gate")).toBe(outcome);
  });
});
