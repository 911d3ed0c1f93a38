import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { plainJpeg, upload } from "../../../../test/server/kits/gallery-test-kit.ts";

let server: TestServer;
type Who = "anonymous" | "author" | "other" | "admin" | "host";
const people = {} as Record<Who, { cookie: string | undefined; userId: number; name: string }>;
let openEventId: string;
let privateEventId: string;
let imageId: string;

beforeAll(async () => {
  server = await startTestServer();
  for (const [who, role] of [
    ["author", "Standard"],
    ["other", "Travel Host"],
    ["admin", "admin"],
    ["host", "Founding"],
  ] as const) {
    const { cookie, member } = await actAs(server, role);
    people[who] = { cookie, userId: member!.userId, name: member!.name };
  }
  people.anonymous = { cookie: undefined, userId: 0, name: "" };
  const create = async (exclusivity: string) =>
    (await call("host", "POST", "/api/events", eventPayload({ exclusivity }))).json().id as string;
  openEventId = await create("open");
  privateEventId = await create("invite-only");
  imageId = (await upload(server, people.author.cookie, { data: await plainJpeg(64, 48), name: "salon.jpg" })).json()
    .id;
});
afterAll(async () => {
  await server.close();
});

function call(who: Who, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) {
  return server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: people[who]?.cookie ? { cookie: people[who].cookie! } : {},
  });
}
const post = (who: Who, commentableId: string, content: string) =>
  call(who, "POST", "/api/comments", { commentableId, content });
const list = (who: Who, commentableId: string) => call(who, "GET", `/api/comments?commentableId=${commentableId}`);
const commentCount = async () => (await server.database.db.selectFrom("comments").select("id").execute()).length;

describe("reading and posting", () => {
  it("posts a trimmed comment on an event and lists it newest first with author, likes and time", async () => {
    const first = await post("author", openEventId, "  Lovely evening.  ");
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      content: "Lovely evening.",
      username: people.author.name,
      user_id: people.author.userId,
      like_count: 0,
      user_liked: false,
    });
    expect(Date.parse(first.json().created_at)).toBeGreaterThan(Date.now() - 60_000);
    await post("other", openEventId, "See you there!");
    const comments = (await list("author", openEventId)).json();
    expect(comments.map((c: { content: string }) => c.content).slice(0, 2)).toEqual([
      "See you there!",
      "Lovely evening.",
    ]);
  });

  it("works on images too", async () => {
    expect((await post("other", imageId, "Beautiful light")).statusCode).toBe(201);
    expect((await list("author", imageId)).json()[0].content).toBe("Beautiful light");
  });

  it("answers 401 to anonymous callers, for reading and posting", async () => {
    expect((await list("anonymous", openEventId)).statusCode).toBe(401);
    const before = await commentCount();
    expect((await post("anonymous", openEventId, "hi")).statusCode).toBe(401);
    expect(await commentCount()).toBe(before);
  });

  it("keeps an invite-only event's comments as private as the event (404), while its host and admins see them", async () => {
    expect((await post("host", privateEventId, "Only for the invited")).statusCode).toBe(201);
    expect((await list("admin", privateEventId)).json()).toHaveLength(1);
    const before = await commentCount();
    expect((await list("other", privateEventId)).statusCode).toBe(404);
    expect((await post("other", privateEventId, "Let me in")).statusCode).toBe(404);
    expect(await commentCount()).toBe(before);
  });

  it.each([
    [{ commentableId: "no-such-thing", content: "x" }, 404],
    [{ content: "x" }, 400],
    [{ commentableId: "EVENT", content: "   " }, 400],
    [{ commentableId: "EVENT", content: "x".repeat(5001) }, 400],
    [{ commentableId: "EVENT", content: 42 }, 400],
  ])("refuses %j with %i and stores nothing", async (payload, status) => {
    const body = JSON.parse(JSON.stringify(payload).replace("EVENT", openEventId));
    const before = await commentCount();
    const response = await call("author", "POST", "/api/comments", body);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBeDefined();
    expect(await commentCount()).toBe(before);
  });

  it("accepts exactly 5,000 characters", async () => {
    expect((await post("author", openEventId, "y".repeat(5000))).statusCode).toBe(201);
  });
});

describe("editing and deleting", () => {
  it("lets only the author edit, and the author or an admin delete", async () => {
    const id = (await post("author", openEventId, "First draft")).json().id;
    expect((await call("other", "PUT", `/api/comments/${id}`, { content: "Hijacked" })).statusCode).toBe(403);
    expect((await call("admin", "PUT", `/api/comments/${id}`, { content: "Admin edit" })).statusCode).toBe(403);
    const edited = await call("author", "PUT", `/api/comments/${id}`, { content: " Final words " });
    expect(edited.json().content).toBe("Final words");
    expect((await call("author", "PUT", `/api/comments/${id}`, { content: "" })).statusCode).toBe(400);

    expect((await call("other", "DELETE", `/api/comments/${id}`)).statusCode).toBe(403);
    expect((await call("admin", "DELETE", `/api/comments/${id}`)).statusCode).toBe(200);
    expect((await call("author", "DELETE", `/api/comments/${id}`)).statusCode).toBe(404);

    const own = (await post("other", openEventId, "Mine to remove")).json().id;
    expect((await call("other", "DELETE", `/api/comments/${own}`)).statusCode).toBe(200);
  });

  it("answers 404, not 403, for a comment on something the caller cannot see", async () => {
    const id = (await post("host", privateEventId, "Secret plans")).json().id;
    expect((await call("other", "PUT", `/api/comments/${id}`, { content: "x" })).statusCode).toBe(404);
    expect((await call("other", "DELETE", `/api/comments/${id}`)).statusCode).toBe(404);
    expect((await call("other", "POST", `/api/comments/${id}/like`)).statusCode).toBe(404);
  });

  it("refuses bad ids and anonymous callers", async () => {
    expect((await call("author", "PUT", "/api/comments/abc", { content: "x" })).statusCode).toBe(400);
    expect((await call("anonymous", "DELETE", "/api/comments/1")).statusCode).toBe(401);
    expect((await call("anonymous", "POST", "/api/comments/1/like")).statusCode).toBe(401);
  });
});

describe("likes", () => {
  it("counts one like per member; liking twice or unliking when not liked changes nothing", async () => {
    const id = (await post("author", openEventId, "Like me")).json().id;
    expect((await call("other", "POST", `/api/comments/${id}/like`)).json()).toEqual({
      like_count: 1,
      user_liked: true,
    });
    expect((await call("other", "POST", `/api/comments/${id}/like`)).json()).toEqual({
      like_count: 1,
      user_liked: true,
    });
    expect((await call("admin", "POST", `/api/comments/${id}/like`)).json()).toEqual({
      like_count: 2,
      user_liked: true,
    });
    expect((await call("author", "DELETE", `/api/comments/${id}/unlike`)).json()).toEqual({
      like_count: 2,
      user_liked: false,
    });
    expect((await call("other", "DELETE", `/api/comments/${id}/unlike`)).json()).toEqual({
      like_count: 1,
      user_liked: false,
    });
    const seenByAdmin = (await list("admin", openEventId)).json().find((c: { id: number }) => c.id === id);
    expect(seenByAdmin).toMatchObject({ like_count: 1, user_liked: true });
  });

  it("stays right when many members like at once", async () => {
    const id = (await post("author", openEventId, "Popular")).json().id;
    const likers = await Promise.all(Array.from({ length: 8 }, () => actAs(server, "Standard")));
    await Promise.all(
      likers.flatMap(({ cookie }) =>
        [1, 2].map(() =>
          server.app.inject({ method: "POST", url: `/api/comments/${id}/like`, headers: { cookie: cookie! } }),
        ),
      ),
    );
    const comment = (await list("author", openEventId)).json().find((c: { id: number }) => c.id === id);
    expect(comment.like_count).toBe(8);
  });
});

describe("rate limit", () => {
  it("allows 10 comments a minute per member, then 429", async () => {
    const { cookie } = await actAs(server, "Standard");
    const send = () =>
      server.app.inject({
        method: "POST",
        url: "/api/comments",
        payload: { commentableId: openEventId, content: "again" },
        headers: { cookie: cookie! },
      });
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});

describe("deleting the target", () => {
  it("removes an event's comments and their likes with the event", async () => {
    const eventId = (await call("host", "POST", "/api/events", eventPayload())).json().id;
    const id = (await post("author", eventId, "Soon gone")).json().id;
    await call("other", "POST", `/api/comments/${id}/like`);
    expect((await call("host", "DELETE", `/api/events/${eventId}`)).statusCode).toBeLessThan(300);
    const left = await server.database.db
      .selectFrom("comments")
      .select("id")
      .where("commentable_id", "=", eventId)
      .execute();
    expect(left).toHaveLength(0);
    expect(
      await server.database.db.selectFrom("comment_likes").select("user_id").where("comment_id", "=", id).execute(),
    ).toHaveLength(0);
  });

  it("removes an image's comments with the image", async () => {
    const image = (await upload(server, people.other.cookie, { data: await plainJpeg(40, 30), name: "x.jpg" })).json()
      .id;
    await post("author", image, "Nice");
    expect((await call("other", "POST", "/api/delete-images", { images: [image] })).statusCode).toBeLessThan(300);
    expect(
      await server.database.db.selectFrom("comments").select("id").where("commentable_id", "=", image).execute(),
    ).toHaveLength(0);
  });
});

describe("POST /api/images/:id/comments", () => {
  it("comments on an image with `text`, seen in the image's comments", async () => {
    const response = await call("other", "POST", `/api/images/${imageId}/comments`, { text: "  Such light  " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ content: "Such light", user_id: people.other.userId });
    expect((await list("author", imageId)).json()[0].content).toBe("Such light");
  });

  it("refuses anonymous callers, unknown images, events and blank text, storing nothing", async () => {
    const before = await commentCount();
    expect((await call("anonymous", "POST", `/api/images/${imageId}/comments`, { text: "hi" })).statusCode).toBe(401);
    expect((await call("author", "POST", "/api/images/no-such-image/comments", { text: "hi" })).statusCode).toBe(404);
    expect((await call("author", "POST", `/api/images/${openEventId}/comments`, { text: "hi" })).statusCode).toBe(404);
    expect((await call("author", "POST", `/api/images/${imageId}/comments`, { text: "   " })).statusCode).toBe(400);
    expect(
      (await call("author", "POST", `/api/images/${imageId}/comments`, { content: "wrong field" })).statusCode,
    ).toBe(400);
    expect(await commentCount()).toBe(before);
  });
});
