import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseSnapshot } from "../../../test/server/kits/db-snapshot.ts";
import { eventPayload } from "../../../test/server/kits/events-test-kit.ts";
import { actAs, startTestServer, type TestServer } from "../../../test/server/harness/test-app.ts";

/**
 * An empty body sent as `Content-Type: application/json` (docs/product/http.md#errors): common in real clients for calls
 * that take no body (join, leave, delete, like). It is no body, everywhere; JSON that is there is still read
 * strictly.
 */
let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = (await actAs(server, "Founding")).cookie!;
});
afterAll(async () => {
  await server.close();
});

const JSON_TYPE = { "content-type": "application/json" };
const send = (options: InjectOptions) => server.app.inject({ ...options, headers: { cookie, ...options.headers } });
const emptyJson = (method: InjectOptions["method"], url: string) =>
  send({ method, url, payload: "", headers: JSON_TYPE });

async function newEvent() {
  const response = await send({ method: "POST", url: "/api/events", payload: eventPayload() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

describe("an empty JSON body", () => {
  it("is no body for join, leave and deleting an event", async () => {
    const id = await newEvent();
    const join = await emptyJson("POST", `/api/events/${id}/join`);
    expect(join.statusCode, join.body).toBe(200);
    const leave = await emptyJson("DELETE", `/api/events/${id}/leave`);
    expect(leave.statusCode, leave.body).toBe(200);
    const deleted = await emptyJson("DELETE", `/api/events/${id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await send({ method: "GET", url: `/api/events/${id}` })).statusCode).toBe(404);
  });

  it("is no body for liking, unliking and deleting a comment", async () => {
    const id = await newEvent();
    const comment = await send({
      method: "POST",
      url: "/api/comments",
      payload: { content: "Lovely.", commentableId: id },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const commentId = comment.json().id as number;
    expect((await emptyJson("POST", `/api/comments/${commentId}/like`)).json()).toMatchObject({
      like_count: 1,
      user_liked: true,
    });
    expect((await emptyJson("DELETE", `/api/comments/${commentId}/unlike`)).json()).toMatchObject({
      like_count: 0,
      user_liked: false,
    });
    expect((await emptyJson("DELETE", `/api/comments/${commentId}`)).statusCode).toBeLessThan(300);
  });

  it("is no body for making a calendar feed and for logging out", async () => {
    expect((await emptyJson("POST", "/api/me/calendar-feed")).json()).toMatchObject({ active: true });
    expect((await emptyJson("POST", "/logout")).statusCode).toBeLessThan(300);
    const fresh = (await actAs(server, "Founding")).cookie!;
    cookie = fresh;
  });

  it("is a missing body, refused by its schema with a 400 naming the fields, where a call needs one", async () => {
    const response = await emptyJson("POST", "/api/comments");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "bad_request", error: "Some fields are missing or invalid." });
  });

  it("still refuses JSON that is there but broken, or a prototype-pollution key", async () => {
    const broken = await send({ method: "POST", url: "/login", payload: '{"email": ', headers: JSON_TYPE });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe("bad_request");
    const whitespace = await send({ method: "POST", url: "/api/comments", payload: "   ", headers: JSON_TYPE });
    expect(whitespace.statusCode).toBe(400);
    const polluted = await send({
      method: "POST",
      url: "/login",
      payload: '{"__proto__": {"admin": true}, "email": "a@b.c", "password": "x"}',
      headers: JSON_TYPE,
    });
    expect(polluted.statusCode).toBe(400);
  });
});

/**
 * A lone surrogate (half of a UTF-16 pair, "\ud800" in JSON) is no character: stored, it would come back as "�". Every
 * JSON body is refused with it, wherever it is, with a 400 naming the field, and nothing is stored.
 */
describe("a lone surrogate in a JSON body", () => {
  const refusal = (path: string) => ({
    code: "bad_request",
    error: "Some text holds half of a character (a lone surrogate, such as \\uD800), which cannot be stored.",
    details: [{ path, message: "holds a lone surrogate" }],
  });

  async function expectRefusedChangingNothing(
    url: string,
    method: "POST" | "PUT",
    body: string | Buffer,
    path: string,
  ) {
    const before = await databaseSnapshot(server);
    const response = await send({ method, url, payload: body, headers: JSON_TYPE });
    expect(response.statusCode, response.body).toBe(400);
    if (path) expect(response.json()).toMatchObject(refusal(path));
    expect(await databaseSnapshot(server)).toEqual(before);
  }

  it("is a 400 naming the field for an event's title, a comment, a profile field and an application", async () => {
    const id = await newEvent();
    const admin = (await actAs(server, "admin")).cookie!;
    const code = (
      await server.app.inject({
        method: "POST",
        url: "/api/admin/invitation-codes",
        payload: {},
        headers: { cookie: admin },
      })
    ).json().code as string;
    const profile = { headline: "", company: "", city: "", bio: "", links: [], ask_me_about: "" };

    await expectRefusedChangingNothing(
      "/api/events",
      "POST",
      JSON.stringify(eventPayload({ title: "Wine \ud800 night" })),
      "body.title",
    );
    await expectRefusedChangingNothing(
      "/api/comments",
      "POST",
      JSON.stringify({ content: "Lovely \udfff evening.", commentableId: id }),
      "body.content",
    );
    await expectRefusedChangingNothing(
      "/api/me/profile",
      "PUT",
      JSON.stringify({ ...profile, interests: ["ceramics", "\ud83d"] }),
      "body.interests.1",
    );
    await expectRefusedChangingNothing(
      "/request",
      "POST",
      JSON.stringify({
        invitationCode: code,
        full_name: "Grace Hopper",
        email: "grace-surrogate@example.com",
        phone: "+1-5551234567",
        reason: "To meet \udc00 women who build things.",
        interests: [],
        availability: "Weekends",
        membershipType: "Standard",
        referral: "",
        comments: "",
      }),
      "body.reason",
    );
  });

  it("is refused in a key, and sent as UTF-8 bytes (which no UTF-8 text holds) too", async () => {
    const id = await newEvent();
    await expectRefusedChangingNothing(
      "/api/comments",
      "POST",
      `{"content": "Lovely.", "commentableId": "${id}", "\\ud800": 1}`,
      "body.\ud800",
    );
    const before = await databaseSnapshot(server);
    const bytes = Buffer.concat([
      Buffer.from(`{"content": "Lovely `),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from(`", "commentableId": "${id}"}`),
    ]);
    const response = await send({ method: "POST", url: "/api/comments", payload: bytes, headers: JSON_TYPE });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: "bad_request",
      error: "The request is not valid UTF-8 text.",
      message: "The request is not valid UTF-8 text.",
    });
    expect(await databaseSnapshot(server)).toEqual(before);
  });

  it("a whole pair, escaped or not, is a character like any other", async () => {
    const id = await newEvent();
    for (const content of ['"Lovely \\ud83d\\ude00 evening."', '"Lovely 😀 evening."']) {
      const response = await send({
        method: "POST",
        url: "/api/comments",
        payload: `{"content": ${content}, "commentableId": "${id}"}`,
        headers: JSON_TYPE,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().content).toBe("Lovely 😀 evening.");
    }
  });
});
