import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
