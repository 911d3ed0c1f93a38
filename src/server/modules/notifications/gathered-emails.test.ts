import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createMember, login, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { GATHER_WINDOW_MS, sendGatheredEmails } from "./index.ts";

let server: TestServer;
type Person = Awaited<ReturnType<typeof createMember>> & { cookie: string };
const people = {} as Record<"host" | "ada" | "mary", Person>;
let eventId: string;
const START = Date.UTC(2026, 10, 2, 9, 0);
const MINUTE = 60_000;

const comment = async (who: keyof typeof people, content: string, mentions: number[] = []) => {
  await server.database.db.deleteFrom("rate_limits").execute();
  const answer = await server.app.inject({
    method: "POST",
    url: "/api/comments",
    headers: { cookie: people[who].cookie },
    payload: { commentableId: eventId, content, mentions },
  });
  expect(answer.statusCode, answer.body).toBe(201);
};

const mailTo = (who: keyof typeof people) =>
  server.database.db
    .selectFrom("outbox")
    .select(["subject", "kind"])
    .where("recipient_email", "=", people[who].email)
    .where("kind", "in", ["comment-on-yours", "comments-gathered", "comment-mention"])
    .orderBy("id")
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  for (const [key, name] of Object.entries({ host: "Hedy Lamarr", ada: "Ada Lovelace", mary: "Mary Shelley" })) {
    const member = await createMember(server, { name, type: key === "host" ? "Founding" : "Standard" });
    people[key as keyof typeof people] = { ...member, cookie: await login(server.app, member.email) };
  }
  const created = await server.app.inject({
    method: "POST",
    url: "/api/events",
    headers: { cookie: people.host.cookie },
    payload: eventPayload({ title: "Autumn Salon Dinner" }),
  });
  eventId = created.json().id;
});
afterEach(() => vi.useRealTimers());
afterAll(async () => server?.close());

describe("emails about one thing within an hour, gathered (controlled clock)", () => {
  it("the first goes at once, those that follow within the hour go as one; a mention is never delayed", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: START });
    await comment("ada", "The first");
    expect(await mailTo("host")).toEqual([
      { kind: "comment-on-yours", subject: "Ada Lovelace commented on your event “Autumn Salon Dinner”" },
    ]);
    for (let i = 0; i < 12; i += 1) {
      vi.setSystemTime(START + (i + 1) * 4 * MINUTE);
      await comment(i % 2 ? "ada" : "mary", `Then ${i}`);
    }
    // A mention of her goes at once, inside the hour, and is not counted among the gathered.
    await comment("mary", "Agreed, @Hedy Lamarr", [people.host.userId]);
    expect((await mailTo("host")).map((m) => m.kind)).toEqual(["comment-on-yours", "comment-mention"]);

    // Before the hour ends nothing more goes; at its end one email, once, however many instances look.
    expect(await sendGatheredEmails(server.database.db, server.app.mail, START + GATHER_WINDOW_MS - 1)).toBe(0);
    const ends = START + GATHER_WINDOW_MS;
    const sent = await Promise.all([
      sendGatheredEmails(server.database.db, server.app.mail, ends),
      sendGatheredEmails(server.database.db, server.app.mail, ends + 1),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendGatheredEmails(server.database.db, server.app.mail, ends + 2)).toBe(0);
    expect((await mailTo("host")).at(-1)).toEqual({
      kind: "comments-gathered",
      subject: "12 new comments on Autumn Salon Dinner",
    });

    // The next comment, after the hour, goes at once again.
    vi.setSystemTime(ends + 5 * MINUTE);
    await comment("ada", "Much later");
    expect((await mailTo("host")).map((m) => m.kind)).toEqual([
      "comment-on-yours",
      "comment-mention",
      "comments-gathered",
      "comment-on-yours",
    ]);
    // Her inbox has every one of them.
    const inbox = await server.app.inject({
      method: "GET",
      url: "/api/me/notifications",
      headers: { cookie: people.host.cookie },
    });
    expect(inbox.json().unread_count).toBe(15);
  });

  it("a window that ended unswept sends what it gathered before opening the next", async () => {
    await server.database.db.deleteFrom("notice_email_windows").execute();
    await server.database.db.deleteFrom("outbox").execute();
    const t0 = START + 10 * GATHER_WINDOW_MS;
    vi.useFakeTimers({ toFake: ["Date"], now: t0 });
    await comment("ada", "One");
    vi.setSystemTime(t0 + MINUTE);
    await comment("ada", "Two");
    vi.setSystemTime(t0 + 2 * MINUTE);
    await comment("mary", "Three");
    vi.setSystemTime(t0 + GATHER_WINDOW_MS + MINUTE);
    await comment("ada", "Four");
    expect((await mailTo("host")).map((m) => m.subject)).toEqual([
      "Ada Lovelace commented on your event “Autumn Salon Dinner”",
      "2 new comments on Autumn Salon Dinner",
      "Ada Lovelace commented on your event “Autumn Salon Dinner”",
    ]);
  });

  it("messages too: the first in a conversation at once, those within the hour as one, from whom (decision 0071)", async () => {
    const t0 = START + 20 * GATHER_WINDOW_MS;
    vi.useFakeTimers({ toFake: ["Date"], now: t0 });
    const write = async (text: string, conversationId?: string) => {
      await server.database.db.deleteFrom("rate_limits").execute();
      const answer = await server.app.inject({
        method: "POST",
        url: conversationId ? `/api/conversations/${conversationId}/messages` : "/api/conversations",
        headers: { cookie: people.ada.cookie },
        payload: conversationId ? { text } : { user_ids: [people.mary.userId], text },
      });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json() as { id: string };
    };
    const messageMail = () =>
      server.database.db
        .selectFrom("outbox")
        .select(["subject", "kind", "text_body"])
        .where("recipient_email", "=", people.mary.email)
        .where("kind", "in", ["message-notice", "messages-gathered"])
        .orderBy("id")
        .execute();
    const { id } = await write("Shall we meet before the dinner?");
    for (let i = 1; i <= 3; i += 1) {
      vi.setSystemTime(t0 + i * 5 * MINUTE);
      await write(`And ${i}`, id);
    }
    expect((await messageMail()).map((m) => m.kind)).toEqual(["message-notice"]);
    const ends = t0 + GATHER_WINDOW_MS;
    expect(await sendGatheredEmails(server.database.db, server.app.mail, ends - 1)).toBe(0);
    expect(
      (await Promise.all([0, 1].map((d) => sendGatheredEmails(server.database.db, server.app.mail, ends + d)))).reduce(
        (a, b) => a + b,
      ),
    ).toBe(1);
    const gathered = (await messageMail()).at(-1)!;
    expect(gathered).toMatchObject({ kind: "messages-gathered", subject: "You have 3 new messages" });
    expect(gathered.text_body).toContain("3 new messages from Ada Lovelace since our last email.");
    // After the hour the next goes at once again.
    vi.setSystemTime(ends + MINUTE);
    await write("Later", id);
    expect((await messageMail()).map((m) => m.kind)).toEqual(["message-notice", "messages-gathered", "message-notice"]);
  });
});
