import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  actAs,
  createMember,
  startTestServer,
  testDialect,
  type TestServer,
} from "../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../test/server/kits/events-test-kit.ts";
import { inDays, stayPayload } from "../../../test/server/kits/stays-test-kit.ts";

// What one member can make the club email others (issue 32, item 5; docs/product/limits.md#rate-limits): a stay request
// once per home and nights, and a rate for stay requests, event invitations and comments. Each refusal sends nothing.

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

type Who = { cookie: string | undefined };
const call = (who: Who, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: who.cookie ? { cookie: who.cookie } : {},
  });

const emailsTo = async (email: string, kind: string) =>
  (
    await server.database.db
      .selectFrom("outbox")
      .select("id")
      .where("recipient_email", "=", email)
      .where("kind", "=", kind)
      .execute()
  ).length;

const expectTooMany = (answer: Awaited<ReturnType<typeof call>>) => {
  expect(answer.statusCode, answer.body).toBe(429);
  expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
  expect(answer.json().error).toEqual(expect.any(String));
};

describe(`stay requests (${testDialect})`, () => {
  async function homeAndGuest() {
    const host = await actAs(server, "Travel Host");
    const home = await call(host, "POST", "/api/stays", stayPayload(server));
    expect(home.statusCode, home.body).toBe(201);
    return { host, stayId: home.json<{ id: string }>().id, guest: await actAs(server, "Standard") };
  }
  const ask = (guest: Who, stayId: string, from: number, nights = 3) =>
    call(guest, "POST", `/api/stays/${stayId}/requests`, {
      from: inDays(server, from),
      to: inDays(server, from + nights),
      guests: 2,
      message: "We would love to come.",
    });

  it("12 identical requests at once: 1 created, the other 11 answer 409, the host gets 1 email", async () => {
    const { host, stayId, guest } = await homeAndGuest();
    const answers = await Promise.all(Array.from({ length: 12 }, () => ask(guest, stayId, 20)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => a.statusCode)).toEqual(Array(11).fill(409));
    for (const answer of refused)
      expect(answer.json().error).toBe(
        "You have already asked to stay here on these dates; the host has not answered yet.",
      );
    const requests = await server.database.db.selectFrom("stay_requests").select("id").execute();
    expect(requests).toHaveLength(1);
    expect(await emailsTo(host.member!.email, "stay-requested")).toBe(1);

    // Other nights are another request; once the first is answered, the same nights may be asked again.
    expect((await ask(guest, stayId, 30)).statusCode).toBe(201);
    const [first] = requests;
    const declined = await call(host, "PATCH", `/api/stay-requests/${first!.id}`, { status: "declined" });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await ask(guest, stayId, 20)).statusCode).toBe(201);
  });

  it("past 20 requests an hour a member is answered 429 with Retry-After, and no host is emailed", async () => {
    const { host, stayId, guest } = await homeAndGuest();
    for (let i = 0; i < 20; i++) expect((await ask(guest, stayId, 11 + i * 4, 2)).statusCode, `request ${i}`).toBe(201);
    expect(await emailsTo(host.member!.email, "stay-requested")).toBe(20);
    expectTooMany(await ask(guest, stayId, 95, 2));
    expect(await emailsTo(host.member!.email, "stay-requested")).toBe(20);
    // Another member is not held back by her.
    expect((await ask(await actAs(server, "Standard"), stayId, 95, 2)).statusCode).toBe(201);
  });
});

describe(`event invitations (${testDialect})`, () => {
  it("past 100 members invited an hour, across calls, the call answers 429 and nobody more is emailed", async () => {
    const inviter = await actAs(server, "Founding");
    const created = await call(inviter, "POST", "/api/events", eventPayload());
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json<{ id: string }>().id;
    const members = [];
    for (let i = 0; i < 101; i++) members.push((await createMember(server)).userId);
    const invite = (userIds: number[]) => call(inviter, "POST", "/api/events/invite", { eventId, userIds });

    expect((await invite(members.slice(0, 50))).statusCode).toBe(200);
    expect((await invite(members.slice(50, 100))).statusCode).toBe(200);
    const before = await server.database.db.selectFrom("outbox").select("id").execute();
    expectTooMany(await invite(members.slice(100, 101)));
    expect(await server.database.db.selectFrom("outbox").select("id").execute()).toEqual(before);
  });
});

describe(`comments (${testDialect})`, () => {
  it("past 10 comments a minute a member is answered 429, and nothing more reaches the event's creator", async () => {
    const creator = await actAs(server, "Founding");
    const created = await call(creator, "POST", "/api/events", eventPayload());
    expect(created.statusCode, created.body).toBe(201);
    const commentableId = created.json<{ id: string }>().id;
    const commenter = await actAs(server, "Standard");
    for (let i = 0; i < 10; i++) {
      const posted = await call(commenter, "POST", "/api/comments", { commentableId, content: `Looking forward ${i}` });
      expect(posted.statusCode, posted.body).toBe(201);
    }
    // The first goes at once; the nine after it within the hour are gathered into one email (decision 46).
    const gathered = () =>
      server.database.db
        .selectFrom("notice_email_windows")
        .select("gathered")
        .where("email", "=", creator.member!.email)
        .executeTakeFirst();
    expect(await emailsTo(creator.member!.email, "comment-on-yours")).toBe(1);
    expect((await gathered())?.gathered).toBe(9);
    expectTooMany(await call(commenter, "POST", "/api/comments", { commentableId, content: "One more" }));
    expect(await emailsTo(creator.member!.email, "comment-on-yours")).toBe(1);
    expect((await gathered())?.gathered).toBe(9);
  });
});
